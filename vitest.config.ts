import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const srcOf = (dir: string) => fileURLToPath(new URL(`${dir}/src`, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        resolve: { alias: { '@': srcOf('./apps/server') } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/migrated-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // one process runs its files one after another without importing the server again for each (~2.7 s a
          // file): no API test mocks, fakes timers or changes the environment, and every cache is kept per
          // database (a WeakMap on the Db), so nothing a file leaves behind reaches the next one's answers
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': srcOf('./apps/web') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          // jsdom lives in apps/web/node_modules, out of reach of the root vitest: a file that needs a DOM imports
          // '@/test/dom.mjs', and a file that forgets still runs instead of failing to start
          environment: 'node',
          // a screen rendered in jsdom while the API and browser suites run beside it can take seconds
          testTimeout: 30_000,
          // one process runs the files one after another instead of importing React, the app and testing-library
          // again for each (import was 207 of the project's 341 s); test/between-files.ts resets what they share
          isolate: false,
          setupFiles: ['apps/web/src/test/between-files.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
