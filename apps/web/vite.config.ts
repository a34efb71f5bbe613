import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { attributions } from './build/attributions-plugin';
import { API_CACHE } from './src/lib/offline-cache';

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

/**
 * The service worker (Workbox, generated at build): the app's files precached, so every screen opens offline;
 * API GETs network-first, their last answers kept for offline use. Sign-in, sign-up and the other /api/auth calls
 * are never kept (the profile is: a reload offline must find the session); photos are left to the HTTP cache.
 * The app registers /sw.js itself after load (src/lib/offline-cache.ts), so workbox-window stays out of it.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    // public/manifest.webmanifest is the install manifest, served as it is
    manifest: false,
    registerType: 'autoUpdate',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // a rare screen's chunk may be large; 3 MB keeps every chunk of today's app (~2 MB in all) precached
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/health$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // serialised into sw.js: it may use only its arguments
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.destination === '' &&
            url.pathname.startsWith('/api/') &&
            (url.pathname === '/api/auth/profile' || !url.pathname.startsWith('/api/auth/')),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: API_CACHE,
            // a card show's hall: a connection that answers nothing within 10 s is treated as none
            networkTimeoutSeconds: 10,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
      ],
    },
  });

export default defineConfig({
  plugins: [
    // React's JSX runtime for the build, Fast Refresh for the dev server
    react(),
    attributions(path.resolve(src, '../../..')),
    serviceWorker(),
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
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
      // a feature's index only re-exports: a page that imports one thing through it must not pull every module
      // (and stylesheet) the index names into its chunk
      treeshake: { moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }] },
    },
  },
});
