import { useMutation } from '@tanstack/react-query';
import { trackPlayerVisitContract, trackTeamVisitContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';

/** Visits are counted best effort: a failure is not the visitor's concern. */
export function useTrackPlayerVisit() {
  return useMutation({
    mutationFn: (playerId: number) =>
      callEndpoint(trackPlayerVisitContract, { body: { player_id: playerId } }),
  });
}

export function useTrackTeamVisit() {
  return useMutation({
    mutationFn: (teamId: number) => callEndpoint(trackTeamVisitContract, { body: { team_id: teamId } }),
  });
}
