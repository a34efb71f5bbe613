import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createApiKeyContract,
  listApiKeysContract,
  revokeApiKeyContract,
  type CreateApiKeyBody,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { accountDataKeys } from '@/lib/query-keys';

export function useApiKeys() {
  return useQuery({
    queryKey: accountDataKeys.apiKeys,
    queryFn: async () => (await callEndpoint(listApiKeysContract, {})).keys,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => callEndpoint(createApiKeyContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(revokeApiKeyContract, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.apiKeys }),
  });
}
