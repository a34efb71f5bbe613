import type { Location } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { provideEarly, requestEarly } from '@/lib/early-responses';
import { readToken } from '@/lib/token-storage';
import { collectionQueryString } from '../lib/collection-query-string';
import { firstDashboardFilters } from '../lib/dashboard-filters';
import { fetchDashboardList } from './dashboard-list';
import { dashboardUrls } from './dashboard-urls';

const locationsIn = (body: unknown): Location[] | undefined => {
  const locations = (body as { locations?: unknown } | undefined)?.locations;
  return Array.isArray(locations) ? (locations as Location[]) : undefined;
};

/**
 * The locations, then at once the default card list they decide (spec 2 §4). The list comes packed, as a gzip
 * file, and is unpacked here (dashboard-list.ts); the page takes the answer in the API's shape.
 */
function requestDashboard(token: string): void {
  void requestEarly(dashboardUrls.locations, token).then((body) => {
    const list = locationsIn(body);
    if (!list) return;
    const url = dashboardUrls.cards(collectionQueryString(firstDashboardFilters(list)));
    provideEarly(url, token, fetchDashboardList(url, token));
  });
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
  requestDashboard(token);
  return true;
}
