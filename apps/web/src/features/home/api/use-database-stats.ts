import { useQuery } from '@tanstack/react-query';
import { HOME_COUNT_DEFAULTS } from '@cardbinder/shared';
import { api } from '@/lib/api-client';

export interface DatabaseStats {
  cards: number;
  players: number;
  teams: number;
}

export const databaseStatsQueryKey = ['catalogue', 'database-stats'] as const;

/** Counts for the home page; when the call fails the spec's defaults stand in (spec §9). */
export function useDatabaseStats(): { stats: DatabaseStats | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: databaseStatsQueryKey,
    queryFn: () => api.get<DatabaseStats>('/api/database-stats'),
    staleTime: 5 * 60_000,
  });
  if (query.isPending) return { stats: null, isLoading: true };
  if (query.isError) return { stats: { ...HOME_COUNT_DEFAULTS }, isLoading: false };
  return { stats: query.data, isLoading: false };
}
