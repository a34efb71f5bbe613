import { useEffect, useState, type FormEvent } from 'react';
import { CATALOGUE_ADMIN_MESSAGES, type AdminPlayer } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAdminPlayer, useUpdatePlayer } from '../api/use-admin-player';
import { PlayerTeamsEditor } from './player-teams-editor';
import '../catalogue-admin.css';

export interface EditPlayerModalProps {
  playerId: number;
  onClose: () => void;
  /** after a save; the slug moves when the name changes */
  onSaved?: (player: AdminPlayer) => void;
}

interface Fields {
  first_name: string;
  last_name: string;
  nick_name: string;
  birthdate: string;
  is_hof: boolean;
}

const fieldsOf = (player: AdminPlayer): Fields => ({
  first_name: player.first_name,
  last_name: player.last_name,
  nick_name: player.nick_name ?? '',
  birthdate: player.birthdate?.slice(0, 10) ?? '',
  is_hof: player.is_hof,
});

/** Edit-player modal (admin roles): names, birthdate, Hall of Fame and team management. */
export function EditPlayerModal({ playerId, onClose, onSaved }: EditPlayerModalProps) {
  const player = useAdminPlayer(playerId);
  const update = useUpdatePlayer(playerId);
  const [fields, setFields] = useState<Fields | null>(null);
  const loaded = player.data;

  useEffect(() => {
    if (loaded) setFields((current) => current ?? fieldsOf(loaded));
  }, [loaded]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => (current ? { ...current, [key]: value } : current));
  const blank = fields
    ? !fields.first_name.trim() && !fields.last_name.trim() && !fields.nick_name.trim()
    : true;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!fields || blank) return;
    update.mutate(
      {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        nick_name: fields.nick_name.trim() || null,
        birthdate: fields.birthdate.trim() || null,
        is_hof: fields.is_hof,
      },
      {
        onSuccess: (saved) => {
          toast.success(CATALOGUE_ADMIN_MESSAGES.playerUpdated);
          onSaved?.(saved);
          onClose();
        },
        onError: (error) =>
          toast.error(errorText(error, { fallback: 'Failed to update player', prefer: 'message' })),
      },
    );
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
            <TextField
              label="First Name"
              value={fields.first_name}
              onChange={(e) => set('first_name', e.target.value)}
            />
            <TextField
              label="Last Name"
              value={fields.last_name}
              onChange={(e) => set('last_name', e.target.value)}
            />
            <TextField
              label="Nickname"
              value={fields.nick_name}
              onChange={(e) => set('nick_name', e.target.value)}
            />
            <TextField
              label="Birthdate"
              type="date"
              value={fields.birthdate}
              onChange={(e) => set('birthdate', e.target.value)}
            />
            <label className="admin-form__check">
              <input
                type="checkbox"
                checked={fields.is_hof}
                onChange={(e) => set('is_hof', e.target.checked)}
              />
              Hall of Fame
            </label>
          </form>
          <PlayerTeamsEditor player={loaded} />
        </div>
      )}
    </Modal>
  );
}
