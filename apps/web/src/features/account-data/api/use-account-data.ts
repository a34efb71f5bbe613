import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAccountContract,
  downloadDataExportContract,
  endpointPath,
  listDataExportsContract,
  requestDataExportContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/download';
import { accountDataKeys } from '@/lib/query-keys';

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

/** The zip, fetched with the session's token and handed to the browser as a download. */
export const downloadDataExport = (id: string): Promise<void> =>
  downloadWithSession(endpointPath(downloadDataExportContract.path, { id }), 'cardbinder-my-data.zip');

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => callEndpoint(deleteAccountContract, { body: { password } }),
  });
}
