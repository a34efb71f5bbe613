import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

export interface SelectFieldProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'>,
    Pick<FieldProps, 'hint' | 'hintTone'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the <option>s */
  children: ReactNode;
  error?: string;
}

/** A labelled <select> in the field style of TextField. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  error,
  hint,
  hintTone,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} hintTone={hintTone} className={className}>
      {(control) => (
        <select
          className="field__input"
          {...control}
          {...select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
