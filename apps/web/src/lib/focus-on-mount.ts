/**
 * A ref that focuses its element once it is in the page: what React did for `autoFocus`. Preact (what ships)
 * only writes the autofocus attribute, which the browser honours at most once per page and never while
 * something else has focus, as the button that revealed the field has. Module-level, so it runs on mount only.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
