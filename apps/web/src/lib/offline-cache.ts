import { API_CACHE } from './cache-names';

/** Drops the kept API answers; the app's own files stay. Nothing to do where there is no Cache API. */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}

/**
 * Registers the service worker once the page has loaded, so its download of the app's files never competes
 * with the page's own. Production builds only: the dev server has no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
