import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { PlayersListResponse } from './use-players-list';

const PLAYERS_PER_TEAM = 100;

/** The players of a team for its detail page (players per team: 100, spec §9). */
export function useTeamPlayers(teamId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.teamPlayers(teamId ?? 0),
    queryFn: ({ signal }) =>
      api.get<PlayersListResponse>('/api/players-list', {
        query: { team_id: teamId, limit: PLAYERS_PER_TEAM },
        signal,
      }),
    enabled: teamId !== undefined,
  });
}
