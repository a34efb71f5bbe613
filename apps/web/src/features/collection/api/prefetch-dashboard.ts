import type { QueryClient } from '@tanstack/react-query';
import { entryValuesQuery } from '@/features/values';
import { readToken } from '@/lib/token-storage';
import { firstDashboardFilters } from '../lib/dashboard-filters';
import {
  achievementStatsQuery,
  collectionCardsQuery,
  collectionStatsQuery,
  collectionTeamsQuery,
} from './use-collection';
import { locationsQuery } from './use-locations';

/**
 * Starts the dashboard's calls while its page code is still downloading, so the cards list (the
 * slowest call) no longer waits for the session check, the page chunk and the first render. It fills
 * the very cache entries the dashboard's hooks read, and the app-wide 30 s staleTime (lib/query-client)
 * keeps them fresh for the mount, so nothing is asked twice. Failures stay silent because those hooks
 * refetch and show the spec's error toasts themselves. Visitors have no token and get nothing.
 * On a fresh load of /collection the entry chunk started these calls even earlier
 * (start-dashboard-requests.ts); the queryFns then take its answers instead of asking again.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  if (!readToken()) return;
  // locations go first: the cards call waits for them, and the embedded database answers in order; the
  // header stats and team chips after the list, whose 10,000 rows are what the page is for
  const listed = await queryClient
    .fetchQuery(locationsQuery())
    .then((locations) => queryClient.fetchQuery(collectionCardsQuery(firstDashboardFilters(locations))))
    .then(
      () => true,
      () => false,
    );
  // a failed list (an expired session) leaves the rest to the dashboard, which asks again on mount
  if (!listed) return;
  await Promise.all([
    queryClient.prefetchQuery(collectionStatsQuery()),
    queryClient.prefetchQuery(collectionTeamsQuery()),
    queryClient.prefetchQuery(achievementStatsQuery()),
    queryClient.prefetchQuery(entryValuesQuery()),
  ]);
}
