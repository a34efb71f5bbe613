import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateValueSettingsContract, valueSettingsContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { valueKeys } from '@/lib/query-keys';

export function useValueSettings() {
  return useQuery({
    queryKey: valueKeys.settings,
    queryFn: ({ signal }) => callEndpoint(valueSettingsContract, {}, { signal }),
  });
}

export function useUpdateValueSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contribute: boolean) => callEndpoint(updateValueSettingsContract, { body: { contribute } }),
    onSuccess: (answer) =>
      client.setQueryData(valueKeys.settings, { success: true, settings: answer.settings }),
  });
}
