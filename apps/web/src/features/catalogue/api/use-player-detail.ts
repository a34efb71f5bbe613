import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { playerDetailResponseSchema } from '@cardbinder/shared';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type PlayerDetailResponse = z.infer<typeof playerDetailResponseSchema>;

/** Player, teams, stats and every card (up to 10,000); the team filter is applied in the page. */
export function usePlayerDetail(slug: string) {
  const { user, status } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.player(slug, user?.id ?? null),
    queryFn: ({ signal }) =>
      api.get<PlayerDetailResponse>(`/api/players/by-slug/${encodeURIComponent(slug)}`, { signal }),
    // owned counts depend on the session, so wait until it is known
    enabled: status !== 'loading',
  });
}
