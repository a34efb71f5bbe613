import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Visits are counted best effort: a failure is not the visitor's concern. */
export function useTrackPlayerVisit() {
  return useMutation({
    mutationFn: (playerId: number) => api.post('/api/players/track-visit', { player_id: playerId }),
  });
}

export function useTrackTeamVisit() {
  return useMutation({
    mutationFn: (teamId: number) => api.post('/api/teams/track-visit', { team_id: teamId }),
  });
}
