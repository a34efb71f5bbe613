import type { AdminPlayer } from '@cardbinder/shared';
import { TextField } from '@/components/ui/text-field';

export interface PlayerFields {
  first_name: string;
  last_name: string;
  nick_name: string;
  birthdate: string;
  is_hof: boolean;
}

export const EMPTY_PLAYER_FIELDS: PlayerFields = {
  first_name: '',
  last_name: '',
  nick_name: '',
  birthdate: '',
  is_hof: false,
};

export const playerFieldsOf = (player: AdminPlayer): PlayerFields => ({
  first_name: player.first_name,
  last_name: player.last_name,
  nick_name: player.nick_name ?? '',
  birthdate: player.birthdate?.slice(0, 10) ?? '',
  is_hof: player.is_hof,
});

/** Doc 3 §5: save needs a first name, last name or nickname after trimming. */
export const playerFieldsBlank = (fields: PlayerFields | null) =>
  !fields || (!fields.first_name.trim() && !fields.last_name.trim() && !fields.nick_name.trim());

/** Names trimmed; an empty nickname or birthdate is sent as null (doc 3 §5). */
export const playerBody = (fields: PlayerFields) => ({
  first_name: fields.first_name.trim(),
  last_name: fields.last_name.trim(),
  nick_name: fields.nick_name.trim() || null,
  birthdate: fields.birthdate.trim() || null,
  is_hof: fields.is_hof,
});

/** The add and edit player modals' inputs. */
export function PlayerFieldInputs({
  fields,
  onChange,
}: {
  fields: PlayerFields;
  onChange: <K extends keyof PlayerFields>(key: K, value: PlayerFields[K]) => void;
}) {
  return (
    <>
      <TextField
        label="First Name"
        value={fields.first_name}
        onChange={(e) => onChange('first_name', e.target.value)}
      />
      <TextField
        label="Last Name"
        value={fields.last_name}
        onChange={(e) => onChange('last_name', e.target.value)}
      />
      <TextField
        label="Nickname"
        value={fields.nick_name}
        onChange={(e) => onChange('nick_name', e.target.value)}
      />
      <TextField
        label="Birthdate"
        type="date"
        value={fields.birthdate}
        onChange={(e) => onChange('birthdate', e.target.value)}
      />
      <label className="admin-form__check">
        <input
          type="checkbox"
          checked={fields.is_hof}
          onChange={(e) => onChange('is_hof', e.target.checked)}
        />
        Hall of Fame
      </label>
    </>
  );
}
