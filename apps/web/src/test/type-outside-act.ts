/**
 * Types into a text field as a browser does, outside React's act(): React handles the input event as a
 * person's keystroke and leaves the work it defers (useDeferredValue, transitions) to its scheduler, so a test
 * can see the screen between the two renders. (Inside act(), as fireEvent runs, both happen before it returns.)
 */
export function typeOutsideAct(field: HTMLInputElement, text: string): void {
  // the prototype's setter: React's own tracking of the field's value must see a change
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
