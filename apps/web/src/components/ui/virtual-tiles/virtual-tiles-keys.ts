/** How many tiles of at least `minTileWidth` fit a row `width` wide with `gap` between them (one before layout). */
export function columnsFor(width: number, minTileWidth: number, gap: number): number {
  if (width <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (minTileWidth + gap)));
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/** The controls of a tile a key can move between, in document order. */
export function focusablesOf(tile: Element): HTMLElement[] {
  return [...tile.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getAttribute('tabindex') !== '-1',
  );
}

/** Fields that use the arrow keys and Home/End themselves. */
const OWN_KEYS = 'select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="button"])';

/**
 * The tile a key moves to from tile `from` in rows of `columns`: the arrows one tile across or one row down or
 * up, Home and End the first and last tile. Null for any other key, a key with a modifier, a field that reads
 * the key itself, or a move past the edge.
 */
export function targetIndex(
  event: {
    key: string;
    altKey: boolean;
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    target: EventTarget | null;
  },
  from: number,
  columns: number,
  count: number,
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if ((event.target as Element | null)?.matches?.(OWN_KEYS)) return null;
  const to =
    event.key === 'ArrowRight'
      ? from + 1
      : event.key === 'ArrowLeft'
        ? from - 1
        : event.key === 'ArrowDown'
          ? from + columns
          : event.key === 'ArrowUp'
            ? from - columns
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? count - 1
                : null;
  if (to === null || to < 0 || to >= count || to === from) return null;
  return to;
}
