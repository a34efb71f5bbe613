import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Server modules talk to each other only through their index.ts (`@/modules/<name>`), never their internal files.
const MODULE_INTERNALS = {
  regex: '(^|/)modules/[^/]+/.+',
  message: 'Import another server module through its index (@/modules/<name>), not its internal files.',
};
const climbsOutOf = (depth) => ({
  regex: `^(\\.\\./){${depth}}`,
  message: 'Reach another server module through @/modules/<name>, not a relative path out of this module.',
});
const moduleBoundaries = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS, ...patterns] }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      // noUncheckedIndexedAccess is on: `rows[0]!` after an INSERT … RETURNING states a fact the compiler cannot see
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['apps/server/**/*.ts', 'scripts/**/*.ts'], rules: moduleBoundaries() },
  { files: ['apps/server/src/modules/*/*.ts'], rules: moduleBoundaries(climbsOutOf(1)) },
  { files: ['apps/server/src/modules/*/*/*.ts'], rules: moduleBoundaries(climbsOutOf(2)) },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/cli/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
