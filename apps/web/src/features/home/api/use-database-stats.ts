import { useQuery } from '@tanstack/react-query';
import {
  databaseStatsRoute,
  HOME_COUNT_DEFAULTS,
  type databaseStatsContract,
  type EndpointResponse,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

export type DatabaseStats = EndpointResponse<typeof databaseStatsContract>;

export const databaseStatsQueryKey = homeKeys.databaseStats;

/** Counts for the home page; when the call fails the spec's defaults stand in (spec §9). */
export function useDatabaseStats(): { stats: DatabaseStats | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: databaseStatsQueryKey,
    queryFn: () => callRoute<typeof databaseStatsContract>(databaseStatsRoute, {}),
    staleTime: 5 * 60_000,
  });
  if (query.isPending) return { stats: null, isLoading: true };
  if (query.isError) return { stats: { ...HOME_COUNT_DEFAULTS }, isLoading: false };
  return { stats: query.data, isLoading: false };
}
