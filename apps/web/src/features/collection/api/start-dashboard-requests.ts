import type { Location } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { prepareLargeEarlyRequest, requestEarly } from '@/lib/early-responses';
import { readToken } from '@/lib/token-storage';
import { collectionQueryString } from '../lib/collection-query-string';
import { firstDashboardFilters } from '../lib/dashboard-filters';
import { dashboardUrls } from './dashboard-urls';

const locationsIn = (body: unknown): Location[] | undefined => {
  const locations = (body as { locations?: unknown } | undefined)?.locations;
  return Array.isArray(locations) ? (locations as Location[]) : undefined;
};

/**
 * Runs in the entry chunk, before the app's ~500 kB of code is evaluated (a 200 ms+ task on a slow
 * machine), so a signed-in load of the dashboard finds its calls already under way; the hooks take
 * the answers through earlyOrApiGet. Keep this module's imports free of React, React Query and zod:
 * everything it imports is downloaded and run before anything else. True when it started them.
 */
export function startDashboardRequests(pathname: string): boolean {
  const token = readToken();
  if (!token || pathname !== paths.collection) return false;
  // Only the list and the locations it waits for: a browser opens 6 connections to a host, and the app's code
  // is still downloading beside these calls (asking stats and teams here too held it back by ~300 ms)
  const requestCards = prepareLargeEarlyRequest();
  void requestEarly(dashboardUrls.locations, token).then((body) => {
    const list = locationsIn(body);
    if (!list) return;
    requestCards(dashboardUrls.cards(collectionQueryString(firstDashboardFilters(list))), token);
  });
  return true;
}
