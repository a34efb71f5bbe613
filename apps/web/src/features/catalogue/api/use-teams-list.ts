import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_LIMITS, type teamsListResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type TeamsListResponse = z.infer<typeof teamsListResponseSchema>;

/** Every team for the /teams grid (searched in the browser by name and abbreviations). */
export function useTeamsList(limit: number = CATALOGUE_LIMITS.teamsDefault) {
  return useQuery({
    queryKey: catalogueKeys.teams(limit),
    queryFn: ({ signal }) => api.get<TeamsListResponse>('/api/teams-list', { query: { limit }, signal }),
    staleTime: 5 * 60_000,
  });
}
