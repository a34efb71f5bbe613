import { useQuery } from '@tanstack/react-query';
import { type setsListContract, type EndpointResponse, setsListRoute } from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetsListResponse = EndpointResponse<typeof setsListContract>;

export function useSetsList(year: number) {
  return useQuery({
    queryKey: catalogueKeys.sets(year),
    queryFn: ({ signal }) =>
      callRoute<typeof setsListContract>(setsListRoute, { query: { year } }, { signal }),
    enabled: Number.isInteger(year),
  });
}
