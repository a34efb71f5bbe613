import { useId, type ReactNode } from 'react';
import { FormError } from './form-error';

/** What a field hands its control: the id its label names and the wiring to its hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** status text under the control (e.g. availability, a count), announced politely */
  hint?: ReactNode;
  hintTone?: 'neutral' | 'success' | 'error' | 'warning';
  error?: string | null;
  className?: string;
  /** renders the control (input, select, textarea, a custom picker) with the props it must carry */
  children: (control: FieldControl) => ReactNode;
}

/** The one labelled field of the house style: label, control, hint and error (TextField, SelectField build on it). */
export function Field({ label, hint, hintTone = 'neutral', error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className={`field__hint field__hint--${hintTone}`} aria-live="polite">
          {hint}
        </div>
      ) : null}
      <FormError id={errorId}>{error}</FormError>
    </div>
  );
}
