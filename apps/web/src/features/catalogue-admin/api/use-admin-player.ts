import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminPlayer,
  playerTeamsChangeResponseSchema,
  playerUpdateBodySchema,
  Team,
} from '@cardbinder/shared';
import { api } from '@/lib/api-client';

type TeamsChange = z.infer<typeof playerTeamsChangeResponseSchema>;
type PlayerUpdate = z.input<typeof playerUpdateBodySchema>;

export const adminKeys = {
  player: (id: number) => ['catalogue-admin', 'player', id] as const,
  teams: ['catalogue-admin', 'teams'] as const,
  organizations: ['catalogue-admin', 'organizations'] as const,
  manufacturers: ['catalogue-admin', 'manufacturers'] as const,
};

/** Public catalogue answers (player page, team circles, counts) change with every admin edit. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'catalogue-admin' });
}

export function useAdminPlayer(playerId: number) {
  return useQuery({
    queryKey: adminKeys.player(playerId),
    queryFn: async ({ signal }) =>
      (await api.get<{ player: AdminPlayer }>(`/api/admin/players/${playerId}`, { signal })).player,
    staleTime: 0,
  });
}

export function useAdminTeams() {
  return useQuery({
    queryKey: adminKeys.teams,
    queryFn: async ({ signal }) => (await api.get<{ teams: Team[] }>('/api/admin/teams', { signal })).teams,
  });
}

export function useUpdatePlayer(playerId: number) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (body: PlayerUpdate) =>
      (await api.put<{ player: AdminPlayer }>(`/api/admin/players/${playerId}`, body)).player,
    onSuccess: refresh,
  });
}

export function useAddPlayerTeam(playerId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (teamId: number) =>
      api.post<TeamsChange>(`/api/admin/players/${playerId}/teams`, { team_id: teamId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.player(playerId) });
      await refresh();
    },
  });
}

export function useRemovePlayerTeam(playerId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ teamId, reassignTo }: { teamId: number; reassignTo?: number }) =>
      api.delete<TeamsChange>(`/api/admin/players/${playerId}/teams/${teamId}`, {
        query: { reassign_to_team_id: reassignTo },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.player(playerId) });
      await refresh();
    },
  });
}
