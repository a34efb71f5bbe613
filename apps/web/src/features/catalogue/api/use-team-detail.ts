import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamDetailResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type TeamDetailResponse = z.infer<typeof teamDetailResponseSchema>;

export function useTeamDetail(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.team(slug),
    queryFn: ({ signal }) =>
      api.get<TeamDetailResponse>(`/api/teams/by-slug/${encodeURIComponent(slug)}`, { signal }),
  });
}
