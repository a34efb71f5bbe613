import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { attributions } from './build/attributions-plugin';
import { catalogueChunks } from './build/public-chunks';
import { serviceWorker } from './build/service-worker-plugin';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** Libraries that change rarely get their own long-cached chunks instead of riding along with a screen. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  // one file for the icons: split by screen they were a dozen 300-byte files, each a request waiting for one of
  // the browser's six connections to the host
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
];

/** apps/web/src/features/<name>/index.ts, the one door of a feature (eslint.config.js) */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, which the server sends as they are
 * (@fastify/static preCompressed): compressing the app's ~700 kB of code on every page load was CPU the
 * server and the browser share on a small machine.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
  return {
    name: 'cardbinder-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // React's JSX runtime for the build, Fast Refresh for the dev server
    react(),
    attributions(path.resolve(src, '../../..')),
    // the service worker (Workbox), built after the app with the list of its files: build/service-worker-plugin.ts
    serviceWorker(path.resolve(src, '../service-worker/sw.ts')),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/health': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // e2e/home-page-weight reads it to sum what the home page loads
    manifest: true,
    // the server's CSP allows fonts only from 'self', so assets are never turned into data: URLs
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS,
            // the catalogue screens' shared code in one file, not ~50 small ones (build/public-chunks.ts); its
            // dependencies that the shell and home use stay where they are
            {
              name: catalogueChunks(src, path.resolve(src, '../../../packages/shared/src')),
              debugName: 'catalogue',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // a feature's index only re-exports: a page that imports one thing through it must not pull every module
      // (and stylesheet) the index names into its chunk
      treeshake: { moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }] },
    },
  },
});
