import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import type { Location } from '@cardbinder/shared';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useCreateLocation } from '../api/use-locations';

const NEW = '__new__';

export interface LocationSelectProps {
  value: string;
  onChange: (value: string) => void;
  locations: readonly Location[];
  /** the empty choice: 'No location', or a prompt where a location is required */
  emptyLabel?: string;
  /** a message from the surrounding form, e.g. that a location is required */
  error?: string;
}

/** A location choice with 'No location' (or a prompt where one is required), plus inline creation by name. */
export function LocationSelect({
  value,
  onChange,
  locations,
  emptyLabel = 'No location',
  error: formError,
}: LocationSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const error = nameError ?? formError;
  const create = useCreateLocation();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Please enter a location name');
      return;
    }
    create.mutate(
      { location: trimmed },
      {
        onSuccess: (location) => {
          toast.show('success', 'Location created successfully');
          onChange(String(location.user_location_id));
          setCreating(false);
          setName('');
          setNameError(null);
        },
        onError: (problem) =>
          toast.show('error', errorText(problem, { fallback: 'Failed to create location' })),
      },
    );
  };

  return (
    <div className={formError ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        Location
      </label>
      {creating ? (
        <div className="cc-inline">
          <input
            id={id}
            className="field__input"
            placeholder="New location name"
            value={name}
            maxLength={100}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the user's own click just revealed
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <button type="button" className="icon-button" aria-label="Create location" onClick={submit}>
            <Check size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Cancel new location"
            onClick={() => {
              setCreating(false);
              setNameError(null);
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : (
        <select
          id={id}
          className="field__input"
          aria-invalid={formError ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => {
            if (event.target.value === NEW) setCreating(true);
            else onChange(event.target.value);
          }}
        >
          <option value="">{emptyLabel}</option>
          {locations.map((location) => (
            <option key={location.user_location_id} value={String(location.user_location_id)}>
              {location.location}
            </option>
          ))}
          <option value={NEW}>+ New location…</option>
        </select>
      )}
      <FormError id={errorId}>{error}</FormError>
    </div>
  );
}
