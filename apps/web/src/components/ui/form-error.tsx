import type { ReactNode } from 'react';
import { Alert } from './alert';

export interface FormErrorProps {
  /** for the control's aria-describedby */
  id?: string;
  /** a whole form's failure above its fields (the answer of a save), in the error box rather than a line */
  boxed?: boolean;
  children?: ReactNode;
}

/**
 * A field's or a whole form's problem, announced as it appears (role="alert"); renders nothing without one,
 * so a form writes `<FormError>{problem}</FormError>` rather than a condition of its own.
 */
export function FormError({ id, boxed = false, children }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  if (boxed) return <Alert>{children}</Alert>;
  return (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  );
}
