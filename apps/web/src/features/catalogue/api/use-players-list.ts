import { useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_LIMITS, type playersListEndpoint, playersListRoute } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

/** Which players a grid lists: a search (already debounced) and, on a team page, the team. */
export interface PlayersFilter {
  search: string;
  teamId?: number;
}

const pageSize = (filter: PlayersFilter) =>
  filter.teamId === undefined ? CATALOGUE_LIMITS.playersPage : CATALOGUE_LIMITS.playersPerTeam;

export const fetchPlayersPage = (page: number, filter: PlayersFilter, signal?: AbortSignal) =>
  callRoute<typeof playersListEndpoint>(
    playersListRoute,
    {
      query: { page, limit: pageSize(filter), search: filter.search || undefined, team_id: filter.teamId },
    },
    { signal },
  );

/**
 * A players grid 100 at a time (spec §9), the next page loading while scrolling; the server searches,
 * so a player beyond the pages loaded so far is still found.
 */
export function usePlayersList(filter: PlayersFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: catalogueKeys.players(filter, user?.id ?? null),
    queryFn: ({ pageParam, signal }) => fetchPlayersPage(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.current_page + 1 : undefined),
    enabled,
  });
}
