import { useQuery } from '@tanstack/react-query';
import { type setDetailContract, type EndpointResponse, setDetailRoute } from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetDetailResponse = EndpointResponse<typeof setDetailContract>;

/** A set with its series and, when one was generated, the master-set spreadsheet. */
export function useSetDetail(year: number, setSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.set(year, setSlug),
    queryFn: ({ signal }) =>
      callRoute<typeof setDetailContract>(setDetailRoute, { params: { year, setSlug } }, { signal }),
    enabled: Number.isInteger(year),
  });
}
