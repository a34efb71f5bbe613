import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EBAY_RECENT_PURCHASES,
  ebayAcceptSuggestionContract,
  ebayCompleteContract,
  ebayDisconnectContract,
  ebayDismissSuggestionContract,
  ebayInitiateContract,
  ebayProcessExistingContract,
  ebayPurchasesContract,
  ebayStatusContract,
  ebaySuggestionsContract,
  ebaySyncContract,
} from '@cardbinder/shared';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { collectionKeys, marketplaceKeys } from '@/lib/query-keys';

/** The connection; null when not connected (the server's 401 means exactly that, not an error). */
export function useEbayStatus() {
  return useQuery({
    queryKey: marketplaceKeys.status,
    queryFn: async () => {
      try {
        return (await callEndpoint(ebayStatusContract, {})).account;
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useEbayPurchases(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.purchases,
    queryFn: () => callEndpoint(ebayPurchasesContract, { query: { limit: EBAY_RECENT_PURCHASES } }),
    enabled,
  });
}

export function useEbaySuggestions(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.suggestions,
    queryFn: () => callEndpoint(ebaySuggestionsContract, {}),
    enabled,
  });
}

function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return (collectionChanged = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
      collectionChanged ? queryClient.invalidateQueries({ queryKey: collectionKeys.all }) : null,
    ]);
}

export const useEbayInitiate = () =>
  useMutation({ mutationFn: () => callEndpoint(ebayInitiateContract, {}) });

export function useEbayComplete() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) => callEndpoint(ebayCompleteContract, { body }),
    onSuccess: () => refresh(),
  });
}

export function useEbayDisconnect() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: () => callEndpoint(ebayDisconnectContract, {}),
    onSuccess: () => refresh(),
  });
}

export function useEbaySync() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: () => callEndpoint(ebaySyncContract, {}),
    onSuccess: () => refresh(true),
  });
}

export function useProcessExisting() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: () => callEndpoint(ebayProcessExistingContract, {}),
    onSuccess: () => refresh(true),
  });
}

export function useAcceptSuggestion() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({ id, cardId }: { id: number; cardId: number }) =>
      callEndpoint(ebayAcceptSuggestionContract, { params: { id }, body: { card_id: cardId } }),
    onSuccess: () => refresh(true),
  });
}

export function useDismissSuggestion() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(ebayDismissSuggestionContract, { params: { id } }),
    onSuccess: () => refresh(),
  });
}
