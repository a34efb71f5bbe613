import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EBAY_RECENT_PURCHASES,
  ebayAcceptSuggestionContract,
  ebayClearTestDataContract,
  ebayMockSyncContract,
  ebaySmartSyncContract,
  ebayTestConnectionContract,
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
        const { account, dev_tools } = await callEndpoint(ebayStatusContract, {});
        return { ...account, dev_tools };
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

/** DEV TOOLS calls (spec 2 §7); every one refreshes what the section shows. */
export function useEbayDevTools() {
  const refresh = useRefreshMarketplace();
  const onSuccess = () => refresh(true);
  return {
    test: useMutation({ mutationFn: () => callEndpoint(ebayTestConnectionContract, {}) }),
    mockSync: useMutation({
      mutationFn: (scenario: 'sports_cards_only' | 'mixed_realistic') =>
        callEndpoint(ebayMockSyncContract, { body: { scenario } }),
      onSuccess,
    }),
    smartSync: useMutation({ mutationFn: () => callEndpoint(ebaySmartSyncContract, {}), onSuccess }),
    clear: useMutation({ mutationFn: () => callEndpoint(ebayClearTestDataContract, {}), onSuccess }),
  };
}
