import { useQuery } from '@tanstack/react-query';
import { setDetailContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type SetDetailResponse = EndpointResponse<typeof setDetailContract>;

/** A set with its series and, when one was generated, the master-set spreadsheet. */
export function useSetDetail(year: number, setSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.set(year, setSlug),
    queryFn: ({ signal }) => callEndpoint(setDetailContract, { params: { year, setSlug } }, { signal }),
    enabled: Number.isInteger(year),
  });
}
