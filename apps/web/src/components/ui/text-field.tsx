import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Pick<FieldProps, 'hint' | 'hintTone'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, hintTone, className, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} hintTone={hintTone} className={className}>
      {(control) => <input ref={ref} className="field__input" {...control} {...input} />}
    </Field>
  );
}
