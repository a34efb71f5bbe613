import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAccountContract,
  downloadDataExportContract,
  endpointPath,
  listDataExportsContract,
  requestDataExportContract,
} from '@cardbinder/shared';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { accountDataKeys } from '@/lib/query-keys';
import { readToken } from '@/lib/token-storage';

/** The caller's exports; polled while one is being made, so the link appears when it is ready. */
export function useDataExports() {
  return useQuery({
    queryKey: accountDataKeys.exports,
    queryFn: async () => (await callEndpoint(listDataExportsContract, {})).exports,
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'queued') ? 3000 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(requestDataExportContract, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.exports }),
  });
}

/** Fetches the zip with the session's token and hands it to the browser as a download. */
export async function downloadDataExport(id: string): Promise<void> {
  const token = readToken();
  const response = await fetch(endpointPath(downloadDataExportContract.path, { id }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(response.status, body.error, body.message, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cardbinder-my-data.zip';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => callEndpoint(deleteAccountContract, { body: { password } }),
  });
}
