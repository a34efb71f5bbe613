import { useId, useState } from 'react';
import { type AdminPlayer, countLabel } from '@cardbinder/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type PlayerTeam = AdminPlayer['teams'][number];

export interface ReassignCardsDialogProps {
  team: PlayerTeam | null;
  otherTeams: readonly PlayerTeam[];
  pending: boolean;
  onConfirm: (targetTeamId: number) => void;
  onClose: () => void;
}

/** Removing a team that has cards first moves those cards to another of the player's teams. */
export function ReassignCardsDialog({
  team,
  otherTeams,
  pending,
  onConfirm,
  onClose,
}: ReassignCardsDialogProps) {
  const [target, setTarget] = useState('');
  const id = useId();
  return (
    <ConfirmDialog
      open={team !== null}
      title="Reassign Cards"
      onClose={onClose}
      confirmLabel="Reassign and Remove"
      pending={pending}
      confirmDisabled={!target}
      onConfirm={() => onConfirm(Number(target))}
    >
      {team ? (
        <div className="admin-form">
          <p>
            {`${team.name} has ${countLabel(team.card_count, 'card')} for this player. ` +
              'Choose the team those cards move to before the team is removed.'}
          </p>
          <label className="field__label" htmlFor={id}>
            Reassign cards to
          </label>
          <select
            id={id}
            className="field__input"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">Select a team...</option>
            {otherTeams.map((other) => (
              <option key={other.team_id} value={other.team_id}>
                {other.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
