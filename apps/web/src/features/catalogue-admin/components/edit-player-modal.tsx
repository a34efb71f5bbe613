import { useEffect, useState, type FormEvent } from 'react';
import { CATALOGUE_ADMIN_MESSAGES, type AdminPlayer } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAdminPlayer, useUpdatePlayer } from '../api/use-admin-player';
import { PlayerTeamsEditor } from './player-teams-editor';
import {
  PlayerFieldInputs,
  playerBody,
  playerFieldsBlank,
  playerFieldsOf,
  type PlayerFields,
} from './player-fields';
import '../catalogue-admin.css';

export interface EditPlayerModalProps {
  playerId: number;
  onClose: () => void;
  /** after a save; the slug moves when the name changes */
  onSaved?: (player: AdminPlayer) => void;
}

/** Edit-player modal (admin roles): names, birthdate, Hall of Fame and team management. */
export function EditPlayerModal({ playerId, onClose, onSaved }: EditPlayerModalProps) {
  const player = useAdminPlayer(playerId);
  const update = useUpdatePlayer(playerId);
  const [fields, setFields] = useState<PlayerFields | null>(null);
  const loaded = player.data;

  useEffect(() => {
    if (loaded) setFields((current) => current ?? playerFieldsOf(loaded));
  }, [loaded]);

  const set = <K extends keyof PlayerFields>(key: K, value: PlayerFields[K]) =>
    setFields((current) => (current ? { ...current, [key]: value } : current));
  const blank = playerFieldsBlank(fields);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!fields || blank) return;
    update.mutate(playerBody(fields), {
      onSuccess: (saved) => {
        toast.success(CATALOGUE_ADMIN_MESSAGES.playerUpdated);
        onSaved?.(saved);
        onClose();
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to update player', prefer: 'message' })),
    });
  };

  return (
    <Modal
      open
      title="Edit Player"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-player-form" loading={update.isPending} disabled={blank}>
            Save Changes
          </Button>
        </>
      }
    >
      {player.isPending ? (
        <Spinner label="Loading player" />
      ) : player.isError || !fields || !loaded ? (
        <Alert>
          {errorText(player.error, { fallback: 'Failed to load complete player details', prefer: 'message' })}
        </Alert>
      ) : (
        <div className="admin-form">
          <form id="edit-player-form" className="admin-form__grid" onSubmit={save} noValidate>
            <PlayerFieldInputs fields={fields} onChange={set} />
          </form>
          <PlayerTeamsEditor player={loaded} />
        </div>
      )}
    </Modal>
  );
}
