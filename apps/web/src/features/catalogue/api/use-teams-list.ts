import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_LIMITS, teamsListContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type TeamsListResponse = EndpointResponse<typeof teamsListContract>;

/** Every team for the /teams grid (searched in the browser by name and abbreviations). */
export function useTeamsList(limit: number = CATALOGUE_LIMITS.teamsDefault) {
  return useQuery({
    queryKey: catalogueKeys.teams(limit),
    queryFn: ({ signal }) => callEndpoint(teamsListContract, { query: { limit } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
