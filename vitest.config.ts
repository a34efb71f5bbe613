import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import {
  PREBUNDLED_REACT_LIBRARIES,
  preactCompatAliases,
  REACT_LIBRARIES,
} from './apps/web/build/preact-compat';

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
        },
      },
      {
        // the web app ships on Preact (apps/web/build/preact-compat.ts): its tests run on Preact too
        resolve: { alias: [{ find: '@', replacement: srcOf('./apps/web') }, ...preactCompatAliases] },
        // the libraries' ES module builds, as the app's bundle uses: their CommonJS builds would require() React
        // itself, out of the aliases' reach
        environments: { ssr: { resolve: { mainFields: ['module'], conditions: ['module', 'module-sync'] } } },
        test: {
          name: 'web',
          server: { deps: { inline: REACT_LIBRARIES } },
          deps: { optimizer: { ssr: { enabled: true, include: PREBUNDLED_REACT_LIBRARIES } } },
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          // jsdom lives in apps/web/node_modules, out of reach of the root vitest: a file that needs a DOM imports
          // '@/test/dom.mjs', and a file that forgets still runs instead of failing to start
          environment: 'node',
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
