import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type blockCollectorContract,
  type bulkWantsContract,
  type collectorTradingContract,
  type deleteWantContract,
  type listWantsContract,
  type myOffersContract,
  type offerDuplicatesContract,
  type putWantContract,
  type removeWantsContract,
  type setOffersContract,
  type tradeSettingsContract,
  type unblockCollectorContract,
  type updateTradeSettingsContract,
  type wantedCardsContract,
  type wantMissingContract,
  blockCollectorRoute,
  bulkWantsRoute,
  collectorTradingRoute,
  deleteWantRoute,
  listWantsRoute,
  myOffersRoute,
  offerDuplicatesRoute,
  putWantRoute,
  removeWantsRoute,
  setOffersRoute,
  tradeSettingsRoute,
  unblockCollectorRoute,
  updateTradeSettingsRoute,
  wantMissingRoute,
  wantedCardsRoute,
} from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { toast } from '@/components/ui/toast/toast-store';
import { callRoute, errorText } from '@/lib/api-client';
import { tradingKeys } from '@/lib/query-keys';

/** Every trading answer may show a want or a copy for trade: a change refreshes them all. */
function useTradingChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tradingKeys.all });
}

export function useWants(search: string, page: number) {
  return useQuery({
    queryKey: tradingKeys.wants(search, page),
    queryFn: ({ signal }) =>
      callRoute<typeof listWantsContract>(
        listWantsRoute,
        { query: { search: search || undefined, page } },
        { signal },
      ),
  });
}

/** Which cards of a series (or one card) the signed-in collector wants; nothing for a visitor. */
export function useWanted(scope: { seriesId?: number; cardId?: number }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: tradingKeys.wanted(scope),
    enabled: !!user && (scope.seriesId !== undefined || scope.cardId !== undefined),
    queryFn: ({ signal }) =>
      callRoute<typeof wantedCardsContract>(
        wantedCardsRoute,
        {
          query: {
            series_id: scope.seriesId,
            card_id: scope.cardId === undefined ? undefined : [scope.cardId],
          },
        },
        { signal },
      ),
    select: (answer) => new Set(answer.card_ids),
  });
}

export function useToggleWant() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: ({ cardId, want }: { cardId: number; want: boolean }) =>
      want
        ? callRoute<typeof putWantContract>(putWantRoute, { params: { card_id: cardId }, body: {} })
        : callRoute<typeof deleteWantContract>(deleteWantRoute, { params: { card_id: cardId } }),
    onSuccess: changed,
  });
}

export function useWantCards() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (cardIds: number[]) =>
      callRoute<typeof bulkWantsContract>(bulkWantsRoute, { body: { card_ids: cardIds } }),
    onSuccess: changed,
  });
}

export function useRemoveWants() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (cardIds: number[]) =>
      callRoute<typeof removeWantsContract>(removeWantsRoute, { body: { card_ids: cardIds } }),
    onSuccess: changed,
  });
}

export function useWantMissing() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (seriesId: number) =>
      callRoute<typeof wantMissingContract>(wantMissingRoute, { params: { series_id: seriesId } }),
    onSuccess: changed,
  });
}

export function useMyOffers(enabled = true) {
  return useQuery({
    queryKey: tradingKeys.offers,
    enabled,
    queryFn: ({ signal }) => callRoute<typeof myOffersContract>(myOffersRoute, {}, { signal }),
    select: (answer) => ({ ...answer, ids: new Set(answer.user_card_ids) }),
  });
}

export function useSetOffers() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (body: { user_card_ids: number[]; for_trade: boolean }) =>
      callRoute<typeof setOffersContract>(setOffersRoute, { body }),
    onSuccess: changed,
  });
}

export function useOfferDuplicates() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: () => callRoute<typeof offerDuplicatesContract>(offerDuplicatesRoute, {}),
    onSuccess: changed,
  });
}

export function useCollectorTrading(username: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: tradingKeys.collector(username, user?.user_id ?? null),
    queryFn: ({ signal }) =>
      callRoute<typeof collectorTradingContract>(collectorTradingRoute, { params: { username } }, { signal }),
    retry: false,
  });
}

export function useBlock() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: ({ username, block }: { username: string; block: boolean }) =>
      block
        ? callRoute<typeof blockCollectorContract>(blockCollectorRoute, { params: { username } })
        : callRoute<typeof unblockCollectorContract>(unblockCollectorRoute, { params: { username } }),
    onSuccess: changed,
  });
}

export function useTradeSettings() {
  return useQuery({
    queryKey: tradingKeys.settings,
    queryFn: ({ signal }) => callRoute<typeof tradeSettingsContract>(tradeSettingsRoute, {}, { signal }),
  });
}

export function useUpdateTradeSettings() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (matching: boolean) =>
      callRoute<typeof updateTradeSettingsContract>(updateTradeSettingsRoute, { body: { matching } }),
    onSuccess: changed,
  });
}

/**
 * My copies for trade as My Collection shows and changes them: the ids, and marking one or several (one call
 * each, the answer's message or error toasted).
 */
export function useForTradeMarks() {
  const { user } = useAuth();
  const offers = useMyOffers(!!user);
  const setOffers = useSetOffers();
  const { mutate } = setOffers;
  const set = useCallback(
    (userCardIds: number[], forTrade: boolean) =>
      mutate(
        { user_card_ids: userCardIds, for_trade: forTrade },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) =>
            toast.error(errorText(error, { fallback: 'Failed to update your cards for trade' })),
        },
      ),
    [mutate],
  );
  const ids = offers.data?.ids;
  return useMemo(
    () => ({ ids: ids ?? EMPTY, set, pending: setOffers.isPending }),
    [ids, set, setOffers.isPending],
  );
}
const EMPTY: ReadonlySet<number> = new Set();
