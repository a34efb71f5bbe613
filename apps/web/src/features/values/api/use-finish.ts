import { useQuery } from '@tanstack/react-query';
import {
  type costToFinishContract,
  type ownedCountsContract,
  type setsInProgressContract,
  type EndpointResponse,
  costToFinishRoute,
  ownedCountsRoute,
  setsInProgressRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { collectionKeys } from '@/lib/query-keys';

export type FinishScope = { series_id: number } | { set_id: number };
export type CostToFinish = EndpointResponse<typeof costToFinishContract>;

/** Have, miss, the missing cards and the cost to finish of a series or set (under 'collection': it follows adds). */
export function useCostToFinish(scope: FinishScope, enabled = true) {
  return useQuery({
    queryKey: [...collectionKeys.all, 'finish', scope],
    queryFn: ({ signal }) =>
      callRoute<typeof costToFinishContract>(costToFinishRoute, { query: scope }, { signal }),
    enabled,
  });
}

export function useSetsInProgress() {
  return useQuery({
    queryKey: [...collectionKeys.all, 'sets-in-progress'],
    queryFn: ({ signal }) => callRoute<typeof setsInProgressContract>(setsInProgressRoute, {}, { signal }),
  });
}

/** How many copies the collector has of each listed card (a card's parallels: its rainbow). */
export function useOwnedCounts(cardIds: number[], enabled = true) {
  return useQuery({
    queryKey: [...collectionKeys.all, 'owned', cardIds],
    queryFn: ({ signal }) =>
      callRoute<typeof ownedCountsContract>(ownedCountsRoute, { query: { card_id: cardIds } }, { signal }),
    enabled: enabled && cardIds.length > 0,
  });
}
