import { useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { type AdminPlayer, CATALOGUE_ADMIN_MESSAGES, countLabel } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { TeamCircle } from '@/components/ui/team-circle';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAddPlayerTeam, useAdminTeams, useRemovePlayerTeam } from '../api/use-admin-player';
import { ReassignCardsDialog } from './reassign-cards-dialog';
import { TeamPicker } from './team-picker';

type PlayerTeam = AdminPlayer['teams'][number];
const failed = (error: unknown, fallback: string) => errorText(error, { fallback, prefer: 'message' });

/** Team links of a player; each change is saved at once. */
export function PlayerTeamsEditor({ player }: { player: AdminPlayer }) {
  const allTeams = useAdminTeams();
  const add = useAddPlayerTeam(player.player_id);
  const remove = useRemovePlayerTeam(player.player_id);
  const [reassigning, setReassigning] = useState<PlayerTeam | null>(null);
  const linked = useMemo(() => new Set(player.teams.map((team) => team.team_id)), [player.teams]);
  const busy = add.isPending || remove.isPending;

  const addTeam = (teamId: number) =>
    add.mutate(teamId, {
      onSuccess: () => toast.success(CATALOGUE_ADMIN_MESSAGES.teamAdded),
      onError: (error) => toast.error(failed(error, 'Failed to add team')),
    });

  const removeTeam = (team: PlayerTeam, reassignTo?: number) =>
    remove.mutate(
      { teamId: team.team_id, reassignTo },
      {
        onSuccess: (result) => {
          if (result.reassigned > 0)
            toast.success(CATALOGUE_ADMIN_MESSAGES.cardsReassigned(result.reassigned));
          toast.success(CATALOGUE_ADMIN_MESSAGES.teamRemoved);
          setReassigning(null);
        },
        onError: (error) =>
          toast.error(
            failed(error, reassignTo === undefined ? 'Failed to remove team' : 'Failed to reassign cards'),
          ),
      },
    );

  const askRemove = (team: PlayerTeam) => {
    if (team.card_count === 0) return removeTeam(team);
    if (player.teams.length < 2) return void toast.error(CATALOGUE_ADMIN_MESSAGES.cannotRemoveLastTeam);
    setReassigning(team);
  };

  return (
    <fieldset className="admin-form__group">
      <legend>Teams</legend>
      <Alert tone="warning">Adding or removing a team takes effect immediately.</Alert>
      {player.teams.length === 0 ? <p className="admin-form__muted">No teams yet.</p> : null}
      <ul className="player-teams">
        {player.teams.map((team) => (
          <li key={team.team_id} className="player-teams__item">
            <TeamCircle
              size="sm"
              abbreviation={team.abbreviation ?? team.name.slice(0, 3).toUpperCase()}
              primaryColor={team.primary_color}
              secondaryColor={team.secondary_color}
            />
            <span className="player-teams__name">{team.name}</span>
            <span className="admin-form__muted">{countLabel(team.card_count, 'card')}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${team.name}`}
              disabled={busy}
              onClick={() => askRemove(team)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <TeamPicker
        teams={allTeams.data ?? []}
        excludeIds={linked}
        disabled={busy || !allTeams.data}
        onPick={(team) => addTeam(team.team_id)}
      />
      <ReassignCardsDialog
        key={reassigning?.team_id ?? 'none'}
        team={reassigning}
        otherTeams={player.teams.filter((team) => team.team_id !== reassigning?.team_id)}
        pending={remove.isPending}
        onConfirm={(target) => reassigning && removeTeam(reassigning, target)}
        onClose={() => setReassigning(null)}
      />
    </fieldset>
  );
}
