import { useState, type FormEvent } from 'react';
import { ADMIN_PLAYER_MESSAGES, type AdminPlayer } from '@cardbinder/shared';
import { ModalForm } from '@/components/ui/modal-form';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useCreatePlayer } from '../api/use-admin-players';
import {
  EMPTY_PLAYER_FIELDS,
  PlayerFieldInputs,
  playerBody,
  playerFieldsBlank,
  type PlayerFields,
} from './player-fields';
import '../catalogue-admin.css';

/** Add Player: the edit modal's fields; teams are added in the edit modal, which opens next. */
export function AddPlayerModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (player: AdminPlayer) => void;
}) {
  const create = useCreatePlayer();
  const [fields, setFields] = useState<PlayerFields>(EMPTY_PLAYER_FIELDS);
  const blank = playerFieldsBlank(fields);
  const set = <K extends keyof PlayerFields>(key: K, value: PlayerFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    create.mutate(playerBody(fields), {
      onSuccess: (player) => {
        toast.success(ADMIN_PLAYER_MESSAGES.playerCreated);
        onCreated(player);
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to create player', prefer: 'message' })),
    });
  };

  return (
    <ModalForm
      open
      title="Add Player"
      size="lg"
      onClose={onClose}
      onSubmit={save}
      submitLabel="Add Player"
      pending={create.isPending}
      submitDisabled={blank}
      className="admin-form__grid"
    >
      <PlayerFieldInputs fields={fields} onChange={set} />
    </ModalForm>
  );
}
