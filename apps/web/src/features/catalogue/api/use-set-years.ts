import { useQuery } from '@tanstack/react-query';
import { type setYearsContract, type EndpointResponse, setYearsRoute } from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetYearsResponse = EndpointResponse<typeof setYearsContract>;

export function useSetYears() {
  return useQuery({
    queryKey: catalogueKeys.setYears(),
    queryFn: ({ signal }) => callRoute<typeof setYearsContract>(setYearsRoute, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
