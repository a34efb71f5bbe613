import { useQuery } from '@tanstack/react-query';
import { type teamDetailContract, type EndpointResponse, teamDetailRoute } from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type TeamDetailResponse = EndpointResponse<typeof teamDetailContract>;

/** A team by slug, by the slug's literal form or by id: the answer carries the canonical slug. */
export function useTeamDetail(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.team(slug),
    queryFn: ({ signal }) =>
      callRoute<typeof teamDetailContract>(teamDetailRoute, { params: { slug } }, { signal }),
    enabled,
  });
}
