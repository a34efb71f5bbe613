import { useMutation } from '@tanstack/react-query';
import {
  type trackPlayerVisitContract,
  type trackTeamVisitContract,
  trackPlayerVisitRoute,
  trackTeamVisitRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';

/** Visits are counted best effort: a failure is not the visitor's concern. */
export function useTrackPlayerVisit() {
  return useMutation({
    mutationFn: (playerId: number) =>
      callRoute<typeof trackPlayerVisitContract>(trackPlayerVisitRoute, { body: { player_id: playerId } }),
  });
}

export function useTrackTeamVisit() {
  return useMutation({
    mutationFn: (teamId: number) =>
      callRoute<typeof trackTeamVisitContract>(trackTeamVisitRoute, { body: { team_id: teamId } }),
  });
}
