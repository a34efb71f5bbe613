import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockCollectorContract,
  bulkWantsContract,
  collectorTradingContract,
  deleteWantContract,
  listWantsContract,
  myOffersContract,
  offerDuplicatesContract,
  putWantContract,
  removeWantsContract,
  setOffersContract,
  tradeSettingsContract,
  unblockCollectorContract,
  updateTradeSettingsContract,
  wantedCardsContract,
  wantMissingContract,
} from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { toast } from '@/components/ui/toast/toast-store';
import { callEndpoint, errorText } from '@/lib/api-client';
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
      callEndpoint(listWantsContract, { query: { search: search || undefined, page } }, { signal }),
  });
}

/** Which cards of a series (or one card) the signed-in collector wants; nothing for a visitor. */
export function useWanted(scope: { seriesId?: number; cardId?: number }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: tradingKeys.wanted(scope),
    enabled: !!user && (scope.seriesId !== undefined || scope.cardId !== undefined),
    queryFn: ({ signal }) =>
      callEndpoint(
        wantedCardsContract,
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
        ? callEndpoint(putWantContract, { params: { card_id: cardId }, body: {} })
        : callEndpoint(deleteWantContract, { params: { card_id: cardId } }),
    onSuccess: changed,
  });
}

export function useWantCards() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (cardIds: number[]) => callEndpoint(bulkWantsContract, { body: { card_ids: cardIds } }),
    onSuccess: changed,
  });
}

export function useRemoveWants() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (cardIds: number[]) => callEndpoint(removeWantsContract, { body: { card_ids: cardIds } }),
    onSuccess: changed,
  });
}

export function useWantMissing() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (seriesId: number) => callEndpoint(wantMissingContract, { params: { series_id: seriesId } }),
    onSuccess: changed,
  });
}

export function useMyOffers(enabled = true) {
  return useQuery({
    queryKey: tradingKeys.offers,
    enabled,
    queryFn: ({ signal }) => callEndpoint(myOffersContract, {}, { signal }),
    select: (answer) => ({ ...answer, ids: new Set(answer.user_card_ids) }),
  });
}

export function useSetOffers() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (body: { user_card_ids: number[]; for_trade: boolean }) =>
      callEndpoint(setOffersContract, { body }),
    onSuccess: changed,
  });
}

export function useOfferDuplicates() {
  const changed = useTradingChange();
  return useMutation({ mutationFn: () => callEndpoint(offerDuplicatesContract, {}), onSuccess: changed });
}

export function useCollectorTrading(username: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: tradingKeys.collector(username, user?.user_id ?? null),
    queryFn: ({ signal }) => callEndpoint(collectorTradingContract, { params: { username } }, { signal }),
    retry: false,
  });
}

export function useBlock() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: ({ username, block }: { username: string; block: boolean }) =>
      block
        ? callEndpoint(blockCollectorContract, { params: { username } })
        : callEndpoint(unblockCollectorContract, { params: { username } }),
    onSuccess: changed,
  });
}

export function useTradeSettings() {
  return useQuery({
    queryKey: tradingKeys.settings,
    queryFn: ({ signal }) => callEndpoint(tradeSettingsContract, {}, { signal }),
  });
}

export function useUpdateTradeSettings() {
  const changed = useTradingChange();
  return useMutation({
    mutationFn: (matching: boolean) => callEndpoint(updateTradeSettingsContract, { body: { matching } }),
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
