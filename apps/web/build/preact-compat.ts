import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact through preact/compat (issue 22: react-dom alone
 * was 66 KB gzip of the home page's 137 KB; Preact with compat is 9 KB). The build and the web unit tests both
 * resolve React's entry points to Preact's, so the tests exercise what ships. Order matters: the first match
 * wins, so the subpaths come before the bare names.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The libraries that import React. Vitest hands node_modules to Node as they are, where 'react' is React
 * itself; these are run through Vite instead so the aliases above reach their imports too.
 */
export const REACT_LIBRARIES = [
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-(query|table|virtual)[\\/]/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]@hookform[\\/]/,
  /[\\/]node_modules[\\/]@testing-library[\\/]react[\\/]/,
  // the libraries below, prebundled by vitest: their bundle keeps its 'react' import for the aliases
  /[\\/]node_modules[\\/]\.vite[\\/]vitest[\\/]/,
];

/**
 * lucide-react is some 1,700 ES modules: run through Vite one by one they tripled a test file's start-up,
 * so the tests load it prebundled into one file (vitest leaves 'react' out of the bundle).
 */
export const PREBUNDLED_REACT_LIBRARIES = ['lucide-react'];
