import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTeamsContract,
  createTeamContract,
  updateTeamContract,
  type TeamBody,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useRefreshCatalogue } from './use-admin-player';

/** The teams screen's list: every team matching the (debounced) search, most cards first. */
export function useAdminTeamsList(search: string) {
  return useQuery({
    queryKey: adminKeys.teamsList(search),
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminTeamsContract, { query: { search: search || undefined } }, { signal })).teams,
  });
}

export function useSaveTeam() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async ({ teamId, body }: { teamId: number | null; body: TeamBody }) =>
      teamId === null
        ? callEndpoint(createTeamContract, { body })
        : callEndpoint(updateTeamContract, { params: { id: teamId }, body }),
    onSuccess: async () => {
      // the edit-player modal's team picker too
      await queryClient.invalidateQueries({ queryKey: adminKeys.teams });
      await refresh();
    },
  });
}
