import { useQuery } from '@tanstack/react-query';
import { type playerDetailContract, type EndpointResponse, playerDetailRoute } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import { PLAYER_DETAIL_ACCEPT, readPlayerDetail } from './card-table-answer';

export type PlayerDetailResponse = EndpointResponse<typeof playerDetailContract>;

/** Player, teams, stats and every card (up to 10,000); the team filter is applied in the page. */
export function usePlayerDetail(slug: string) {
  const { user, status } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.player(slug, user?.id ?? null),
    queryFn: ({ signal }) =>
      callRoute<typeof playerDetailContract>(
        playerDetailRoute,
        { params: { slug } },
        { signal, accept: PLAYER_DETAIL_ACCEPT, read: readPlayerDetail },
      ),
    // owned counts depend on the session, so wait until it is known
    enabled: status !== 'loading',
  });
}
