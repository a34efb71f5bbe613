import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_LIMITS, type playersListResponseSchema } from '@cardbinder/shared';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type PlayersListResponse = z.infer<typeof playersListResponseSchema>;

export const fetchPlayersPage = (page: number, search: string, signal?: AbortSignal) =>
  api.get<PlayersListResponse>('/api/players-list', {
    query: { page, limit: CATALOGUE_LIMITS.playersPage, search: search || undefined },
    signal,
  });

/** The players grid, 100 at a time (spec §9); the next page loads while scrolling. */
export function usePlayersList(search: string) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: catalogueKeys.players(search, user?.id ?? null),
    queryFn: ({ pageParam, signal }) => fetchPlayersPage(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.current_page + 1 : undefined),
  });
}
