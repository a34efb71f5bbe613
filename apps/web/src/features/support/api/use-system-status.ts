import { useQuery } from '@tanstack/react-query';
import { STATUS_REFRESH_MS, systemStatusContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';

export const systemStatusKey = ['system', 'status'] as const;

/** The public System Status, asked again every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusKey,
    queryFn: ({ signal }) => callEndpoint(systemStatusContract, {}, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    retry: false,
  });
}
