import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamDetailResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type TeamDetailResponse = z.infer<typeof teamDetailResponseSchema>;

/** A team by slug, by the slug's literal form or by id: the answer carries the canonical slug. */
export function useTeamDetail(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.team(slug),
    queryFn: ({ signal }) =>
      api.get<TeamDetailResponse>(`/api/teams/by-slug/${encodeURIComponent(slug)}`, { signal }),
    enabled,
  });
}
