import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const WEB = 'apps/web';
const FEATURES = join(import.meta.dirname, WEB, 'src/features');

/** The web feature folders: each exposes index.ts, the only thing other code may import of it. */
const webFeatures = () =>
  readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const internalsOf = (features) => ({
  // `@/features/x/anything` and relative paths that climb into a sibling feature
  regex: `^(@/features/|(\\.\\./)+(features/)?)(${features.join('|')})/`,
  message: 'Import another feature through its index (`@/features/<name>`), not its internals.',
});

/** The pages (app/) may import a feature's stylesheet beside its index: which screen loads which CSS is theirs. */
const pageReachesInto = (features) => ({
  regex: `^(@/|(\\.\\./)+)features/(${features.join('|')})/(?!.*\\.css$)`,
  message:
    'A page uses a feature through its index (`@/features/<name>`); export what the page needs there ' +
    '(lazy parts as Lazy… components, see docs/architecture.md).',
});

/**
 * Module boundaries (DESIGN §8): a feature imports another feature only through its index, shared code
 * (components, lib, hooks, config) imports no feature at all, and the pages in app/ use features through their
 * index too (a named import of an index is tree-shaken per route chunk; a part loaded on demand is a Lazy…
 * component the feature exports, so its dynamic import stays inside the feature).
 */
function webBoundaryConfigs() {
  const features = webFeatures();
  return [
    ...features.map((feature) => ({
      files: [`${WEB}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [internalsOf(features.filter((other) => other !== feature))] },
        ],
      },
    })),
    {
      files: [`${WEB}/src/app/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [pageReachesInto(features)] }] },
    },
    {
      files: [`${WEB}/src/{components,lib,hooks,config}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(@/features|(\\.\\./)+features)(/|$)',
                message: 'Shared code must not depend on a feature.',
              },
            ],
          },
        ],
      },
    },
  ];
}

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

/**
 * Direction (docs/architecture.md): lib and db, then the event kernel and the job queue, then plugins, then the
 * modules, then the wiring (services.ts, server.ts). An import may only point down; scripts/import-graph.ts
 * checks the same rules and the cycles over the whole tree in a test.
 */
const IMPORTS_NO_MODULE = {
  regex: '^(@/modules|(\\.\\./)+modules)(/|$)',
  message: 'Code below the modules imports none of them: take what you need as a parameter.',
};
const IMPORTS_NO_WIRING = {
  regex: '^(@/|(\\.\\./)+)(services|server|main|worker-main|context)$',
  message: 'Only the entry points import the wiring (services.ts, server.ts).',
};
const MODULE_DIRECTION = [
  IMPORTS_NO_WIRING,
  {
    regex: '^@/events/.+',
    message: 'Use the event kernel through its index (@/events): its delivery is wired in services.ts.',
  },
  {
    regex: '^@/plugins/(?!(endpoints|auth|storage)$)',
    message:
      'A module uses only the route-facing plugins (endpoints, auth, storage); server.ts registers the rest.',
  },
];
const API_LITERALS = [
  {
    selector: 'Literal[value=/^\\/api\\//]',
    message: 'Call the endpoint through its contract: callEndpoint(contract, …) from @/lib/api-client.',
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
    message: 'Call the endpoint through its contract: callEndpoint(contract, …) from @/lib/api-client.',
  },
];

const BELOW_MODULES = ['lib', 'db', 'events', 'jobs', 'plugins'].map(
  (folder) => `apps/server/src/${folder}/**/*.ts`,
);

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
  {
    // a test may build the whole app around the part it tests
    files: BELOW_MODULES,
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(IMPORTS_NO_MODULE, IMPORTS_NO_WIRING),
  },
  { files: ['apps/server/src/modules/*/*.ts'], rules: moduleBoundaries(climbsOutOf(1), ...MODULE_DIRECTION) },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: moduleBoundaries(climbsOutOf(2), ...MODULE_DIRECTION),
  },
  {
    files: ['apps/server/src/modules/*/*/*/*.ts'],
    rules: moduleBoundaries(climbsOutOf(3), ...MODULE_DIRECTION),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
      // components take `role` (the guard's required role) and `autoFocus` props of their own
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...webBoundaryConfigs(),
  {
    // API addresses come from the endpoint contracts (packages/shared) through callEndpoint, never from literals
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...API_LITERALS] },
  },
  {
    // no-restricted-imports reads no import(): a page's part loaded on demand is a Lazy… export of the feature
    files: [`${WEB}/src/app/**/*.{ts,tsx}`],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_LITERALS,
        {
          selector: 'ImportExpression[source.value=/^(@\\/|(\\.\\.\\/)+)features\\/[^/]+\\//]',
          message: 'A page loads a feature part on demand through a Lazy… component exported by its index.',
        },
      ],
    },
  },
  {
    // the API project runs its files in one process (vitest.config.ts isolate: false): what a file changes in the
    // process would reach the files after it
    files: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'useFakeTimers', 'stubEnv', 'stubGlobal', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share one process: test through the app and a database of the test’s own.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'AssignmentExpression > MemberExpression.left[object.object.name="process"][object.property.name="env"]',
          message:
            'API test files share one process: pass settings to createTestApp instead of changing process.env.',
        },
      ],
    },
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
