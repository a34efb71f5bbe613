import { useQuery } from '@tanstack/react-query';
import { setYearsContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetYearsResponse = EndpointResponse<typeof setYearsContract>;

export function useSetYears() {
  return useQuery({
    queryKey: catalogueKeys.setYears(),
    queryFn: ({ signal }) => callEndpoint(setYearsContract, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
