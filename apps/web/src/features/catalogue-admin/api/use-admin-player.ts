import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  addPlayerTeamContract,
  adminPlayerContract,
  adminTeamsContract,
  removePlayerTeamContract,
  updateAdminPlayerContract,
  type playerUpdateBodySchema,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

type PlayerUpdate = z.input<typeof playerUpdateBodySchema>;

/** Public catalogue answers (player page, team circles, counts) and the admin lists change with every edit. */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  const [scope, part] = adminKeys.lists;
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] !== scope || queryKey[1] === part,
    });
}

export function useAdminPlayer(playerId: number) {
  return useQuery({
    queryKey: adminKeys.player(playerId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminPlayerContract, { params: { id: playerId } }, { signal })).player,
    staleTime: 0,
  });
}

export function useAdminTeams() {
  return useQuery({
    queryKey: adminKeys.teams,
    queryFn: async ({ signal }) => (await callEndpoint(adminTeamsContract, {}, { signal })).teams,
  });
}

export function useUpdatePlayer(playerId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (body: PlayerUpdate) =>
      (await callEndpoint(updateAdminPlayerContract, { params: { id: playerId }, body })).player,
    // the answer is the edited player: the modal's query takes it as it is
    onSuccess: (player) => {
      queryClient.setQueryData(adminKeys.player(playerId), player);
      return refresh();
    },
  });
}

export function useAddPlayerTeam(playerId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (teamId: number) =>
      callEndpoint(addPlayerTeamContract, { params: { id: playerId }, body: { team_id: teamId } }),
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
      callEndpoint(removePlayerTeamContract, {
        params: { id: playerId, teamId },
        query: { reassign_to_team_id: reassignTo },
        body: undefined,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.player(playerId) });
      await refresh();
    },
  });
}
