import { useQuery } from '@tanstack/react-query';
import { setsListContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetsListResponse = EndpointResponse<typeof setsListContract>;

export function useSetsList(year: number) {
  return useQuery({
    queryKey: catalogueKeys.sets(year),
    queryFn: ({ signal }) => callEndpoint(setsListContract, { query: { year } }, { signal }),
    enabled: Number.isInteger(year),
  });
}
