import { useQuery } from '@tanstack/react-query';
import { teamDetailContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type TeamDetailResponse = EndpointResponse<typeof teamDetailContract>;

/** A team by slug, by the slug's literal form or by id: the answer carries the canonical slug. */
export function useTeamDetail(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.team(slug),
    queryFn: ({ signal }) => callEndpoint(teamDetailContract, { params: { slug } }, { signal }),
    enabled,
  });
}
