import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  counterTradeContract,
  listTradesContract,
  postTradeMessageContract,
  proposeTradeContract,
  tradeDetailContract,
  tradeFeedbackContract,
  tradeMatchesContract,
  tradeMessagesContract,
  tradePartnerContract,
  tradeStepContracts,
  type FeedbackRating,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys, tradingKeys } from '@/lib/query-keys';

export interface MatchFilter {
  mutual_only?: boolean;
  set_id?: number;
  player_id?: number;
}

export function useMatches(filter: MatchFilter) {
  return useQuery({
    queryKey: tradingKeys.matches(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        tradeMatchesContract,
        { query: { ...filter, mutual_only: filter.mutual_only ? 'true' : undefined } },
        { signal },
      ),
  });
}

export function usePartner(username: string) {
  return useQuery({
    queryKey: tradingKeys.partner(username),
    enabled: username.length > 0,
    retry: false,
    queryFn: ({ signal }) => callEndpoint(tradePartnerContract, { params: { username } }, { signal }),
  });
}

export function useTrades(scope: 'open' | 'history') {
  return useQuery({
    queryKey: tradingKeys.trades(scope),
    queryFn: ({ signal }) => callEndpoint(listTradesContract, { query: { scope } }, { signal }),
  });
}

export function useTrade(tradeId: number) {
  return useQuery({
    queryKey: tradingKeys.trade(tradeId),
    retry: false,
    queryFn: ({ signal }) => callEndpoint(tradeDetailContract, { params: { trade_id: tradeId } }, { signal }),
  });
}

/** A step changes the trade, the lists and, on completion, both collections. */
function useTradeChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: tradingKeys.all });
    await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
  };
}

export interface ProposalBody {
  give: number[];
  ask: number[];
  message?: string;
  acknowledge_conflicts?: boolean;
}

export function usePropose() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: ProposalBody & { recipient: string }) => callEndpoint(proposeTradeContract, { body }),
    onSuccess: changed,
  });
}

export function useCounter(tradeId: number) {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: ProposalBody) =>
      callEndpoint(counterTradeContract, { params: { trade_id: tradeId }, body }),
    onSuccess: changed,
  });
}

export type TradeStep = keyof typeof tradeStepContracts;

export function useTradeStep(tradeId: number) {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (step: TradeStep) =>
      callEndpoint(tradeStepContracts[step], { params: { trade_id: tradeId } }),
    onSuccess: changed,
  });
}

export function useTradeFeedback(tradeId: number) {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: { rating: FeedbackRating; comment?: string }) =>
      callEndpoint(tradeFeedbackContract, { params: { trade_id: tradeId }, body }),
    onSuccess: changed,
  });
}

export function useTradeMessages(tradeId: number) {
  return useQuery({
    queryKey: tradingKeys.messages(tradeId),
    retry: false,
    queryFn: ({ signal }) =>
      callEndpoint(
        tradeMessagesContract,
        { params: { trade_id: tradeId }, query: { limit: 100 } },
        { signal },
      ),
  });
}

export function usePostTradeMessage(tradeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(postTradeMessageContract, { params: { trade_id: tradeId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingKeys.messages(tradeId) }),
  });
}
