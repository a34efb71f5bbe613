/**
 * The service worker, built into dist/sw.js by vite.config.ts with the list of the build's files. The app's
 * files are precached, so every screen opens offline; API GETs go network-first and their last answers are kept
 * for offline use. Sign-in, sign-up and the other /api/auth calls are never kept (the profile is: a reload
 * offline must find the session); photos are left to the HTTP cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE } from '../src/lib/cache-names';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: every file of dist the app needs, with a revision for those without a hash. */
declare const PRECACHE_MANIFEST: { url: string; revision: string | null }[];

const DAY_SECONDS = 24 * 60 * 60;

// a new version takes over at once: the app's files are all precached, so no open page is left half old
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(PRECACHE_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/health$/] }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.destination === '' &&
    url.pathname.startsWith('/api/') &&
    (url.pathname === '/api/auth/profile' || !url.pathname.startsWith('/api/auth/')),
  new NetworkFirst({
    cacheName: API_CACHE,
    // a card show's hall: a connection that answers nothing within 10 s is treated as none
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
  'GET',
);
