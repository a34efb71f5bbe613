import type { Location } from '@cardbinder/shared';
import { FormError } from '@/components/ui/form-error';

export interface MoveCardsFieldProps {
  /** the locations the cards may go to */
  choices: readonly Location[];
  /** the chosen location's id as text, '' for none yet */
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** 'Move cards to': where a location's cards go before it is deleted (or once they have arrived). */
export function MoveCardsField({ choices, value, onChange, error }: MoveCardsFieldProps) {
  return (
    <>
      <label className="field">
        <span className="field__label">Move cards to</span>
        <select className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select a location</option>
          {choices.map((location) => (
            <option key={location.user_location_id} value={String(location.user_location_id)}>
              {location.location}
            </option>
          ))}
        </select>
      </label>
      <FormError>{error}</FormError>
    </>
  );
}
