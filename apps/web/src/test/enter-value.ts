import { fireEvent } from '@testing-library/react';

/**
 * A new value for an input, textarea or select, reported as a browser reports a person's edit: an input event,
 * then change. The app runs on Preact, whose onChange on a text field listens for input (as the DOM fires while
 * someone types) and on a select for change, so a helper that fills both kinds of control fires both.
 */
export function enterValue(control: HTMLElement, value: string): void {
  fireEvent.input(control, { target: { value } });
  fireEvent.change(control, { target: { value } });
}
