import type { Location } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { provideEarly, requestEarly } from '@/lib/early-responses';
import { readToken } from '@/lib/token-storage';
import { collectionQueryString } from '../lib/collection-query-string';
import { firstDashboardFilters } from '../lib/dashboard-filters';
import type { DashboardDataMessage } from './dashboard-data';
import { dashboardUrls } from './dashboard-urls';

const locationsIn = (body: unknown): Location[] | undefined => {
  const locations = (body as { locations?: unknown } | undefined)?.locations;
  return Array.isArray(locations) ? (locations as Location[]) : undefined;
};

/** Without workers (tests, old browsers): the same two calls from the main thread. */
function requestFromMainThread(token: string): void {
  void requestEarly(dashboardUrls.locations, token).then((body) => {
    const list = locationsIn(body);
    if (!list) return;
    void requestEarly(dashboardUrls.cards(collectionQueryString(firstDashboardFilters(list))), token);
  });
}

function parseList(bytes: ArrayBuffer | null): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** The two calls made by dashboard-data.worker.ts; their answers are kept for the dashboard's queries. */
function requestFromWorker(token: string): void {
  const worker = new Worker(new URL('./dashboard-data.worker.ts', import.meta.url), { type: 'module' });
  let resolveLocations: (body: unknown) => void = () => undefined;
  let resolveList: (body: unknown) => void = () => undefined;
  provideEarly(dashboardUrls.locations, token, new Promise((resolve) => (resolveLocations = resolve)));
  // settles what is still waiting (a promise settles once) and lets the worker go
  const finish = () => {
    resolveLocations(undefined);
    resolveList(undefined);
    worker.terminate();
  };
  worker.onerror = finish;
  worker.onmessage = ({ data }: MessageEvent<DashboardDataMessage>) => {
    if (data.kind === 'cards') {
      resolveList(parseList(data.bytes));
      return finish();
    }
    resolveLocations(data.body);
    if (!data.cardsUrl) return finish();
    // parsed as soon as it lands: the main thread is often waiting for the page's code then
    provideEarly(data.cardsUrl, token, new Promise((resolve) => (resolveList = resolve)));
  };
  worker.postMessage({ token });
}

/**
 * Runs in the entry chunk, before the app's ~500 kB of code is evaluated (a 200 ms+ task on a slow
 * machine), so a signed-in load of the dashboard finds its calls already under way; the hooks take
 * the answers through earlyOrApiGet. Only the list and the locations it waits for: a browser opens six
 * connections to a host, and the app's code is downloading beside these calls. Keep this module's imports
 * free of React, React Query and zod: everything it imports is downloaded and run before anything else.
 * True when it started them.
 */
export function startDashboardRequests(pathname: string): boolean {
  const token = readToken();
  if (!token || pathname !== paths.collection) return false;
  if (typeof Worker === 'undefined') requestFromMainThread(token);
  else requestFromWorker(token);
  return true;
}
