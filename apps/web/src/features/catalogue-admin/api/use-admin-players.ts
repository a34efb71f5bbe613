import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ADMIN_PLAYERS_PAGE,
  adminPlayersContract,
  createAdminPlayerContract,
  deleteAdminPlayerContract,
  mergeAdminPlayersContract,
  type AdminPlayerSort,
  type playerUpdateBodySchema,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useRefreshCatalogue } from './use-admin-player';

export interface AdminPlayersFilter {
  /** already debounced */
  search: string;
  sort: AdminPlayerSort;
  order: 'asc' | 'desc';
}

/** The admin player list, 100 per request (doc 3 §9), the server searching and sorting. */
export function useAdminPlayers(filter: AdminPlayersFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.players(filter),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminPlayersContract,
        {
          query: {
            search: filter.search || undefined,
            sort: filter.sort,
            order: filter.order,
            limit: ADMIN_PLAYERS_PAGE,
            offset: pageParam,
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * ADMIN_PLAYERS_PAGE : undefined),
  });
}

export function useCreatePlayer() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (body: z.input<typeof playerUpdateBodySchema>) =>
      (await callEndpoint(createAdminPlayerContract, { body })).player,
    onSuccess: () => refresh(),
  });
}

export function useDeletePlayer() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (playerId: number) => callEndpoint(deleteAdminPlayerContract, { params: { id: playerId } }),
    onSuccess: () => refresh(),
  });
}

/** Beyond the spec: the duplicate's cards, teams and addresses move to the survivor. */
export function useMergePlayers() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ survivorId, duplicateId }: { survivorId: number; duplicateId: number }) =>
      callEndpoint(mergeAdminPlayersContract, {
        params: { id: survivorId },
        body: { duplicate_id: duplicateId },
      }),
    onSuccess: () => refresh(),
  });
}
