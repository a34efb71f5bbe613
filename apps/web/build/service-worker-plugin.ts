import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** What the service worker precaches: the app's code, styles, page, icons and fonts. */
const PRECACHED = /\.(js|css|html|svg|png|webmanifest|woff2)$/;
/** A rare screen's chunk may be large; 3 MB keeps every chunk of today's app (~2 MB in all) precached. */
const LARGEST_PRECACHED = 3 * 1024 * 1024;
/** Vite names its chunks by content: such a URL is its own revision. */
const CONTENT_NAMED = /^assets\/.+-[\w-]{8,}\.\w+$/;
const SERVICE_WORKER = 'sw.js';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Every file of the build the service worker keeps, with an md5 revision where the name carries none. */
export function precacheManifest(outDir: string): PrecacheEntry[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
  return files(outDir)
    .map((file) => ({ file, url: path.relative(outDir, file).split(path.sep).join('/') }))
    .filter(
      ({ file, url }) =>
        PRECACHED.test(url) && url !== SERVICE_WORKER && statSync(file).size <= LARGEST_PRECACHED,
    )
    .sort((a, b) => a.url.localeCompare(b.url))
    .map(({ file, url }) => ({
      url,
      revision: CONTENT_NAMED.test(url) ? null : createHash('md5').update(readFileSync(file)).digest('hex'),
    }));
}

/**
 * Builds service-worker/sw.ts into dist/sw.js once the app's files are written, with their list built in.
 * Workbox's runtime modules do the work in the browser; this replaces vite-plugin-pwa, whose build-time half
 * (workbox-build: Rollup, Babel and terser again) brought 167 packages into every install.
 */
export function serviceWorker(source: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'cardbinder-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        define: {
          PRECACHE_MANIFEST: JSON.stringify(precacheManifest(outDir)),
          // a library build leaves it to the consumer; Workbox's debug logging is dropped with it
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: source,
            formats: ['iife'],
            name: 'cardbinderServiceWorker',
            fileName: () => SERVICE_WORKER,
          },
        },
      });
    },
  };
}
