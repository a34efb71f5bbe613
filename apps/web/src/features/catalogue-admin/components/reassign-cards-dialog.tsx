import { useId, useState } from 'react';
import { type AdminPlayer, countLabel } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

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
    <Modal
      open={team !== null}
      title="Reassign Cards"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={pending}
            disabled={!target}
            onClick={() => onConfirm(Number(target))}
          >
            Reassign and Remove
          </Button>
        </>
      }
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
    </Modal>
  );
}
