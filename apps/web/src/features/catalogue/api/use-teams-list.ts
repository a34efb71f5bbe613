import { useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_LIMITS,
  type teamsListContract,
  type EndpointResponse,
  teamsListRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type TeamsListResponse = EndpointResponse<typeof teamsListContract>;

/** Every team for the /teams grid (searched in the browser by name and abbreviations). */
export function useTeamsList(limit: number = CATALOGUE_LIMITS.teamsDefault) {
  return useQuery({
    queryKey: catalogueKeys.teams(limit),
    queryFn: ({ signal }) =>
      callRoute<typeof teamsListContract>(teamsListRoute, { query: { limit } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
