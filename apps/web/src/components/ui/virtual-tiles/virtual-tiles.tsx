import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { columnsFor, focusablesOf, targetIndex } from './virtual-tiles-keys';
import './virtual-tiles.css';

export interface VirtualTilesProps<T> {
  items: readonly T[];
  /** the accessible name of the list */
  label: string;
  /** the scrolling box's classes (its height: virtual-tiles (virtual-tiles.css) gives 80 vh at most) */
  className?: string;
  /** one tile's content, inside its listitem; keep it stable (useCallback): a new function draws every tile again */
  renderTile: (item: T, index: number) => ReactNode;
  /** the listitem's classes; keep it stable too */
  tileClassName?: (item: T, index: number) => string;
  /** tiles are at least this wide (CSS px); the columns fill the box's width */
  minTileWidth: number;
  /** between tiles, across and down (CSS px) */
  gap: number;
  /** a tile's height for its width before its row is measured */
  estimateTileHeight: (tileWidth: number) => number;
  /** the tile scrolled to the middle (a copy just added) */
  highlightIndex?: number;
  /** a new value (a new search or filter) starts the list from the top */
  scrollResetKey?: string;
  /** wraps the rows drawn, told which items they hold (a provider of their pictures) */
  aroundRows?: (drawn: readonly number[], rows: ReactNode) => ReactNode;
  /**
   * a list a user opens (the gallery): no tiles until the box is measured, then a screen of them drawn in a
   * transition, in slices between frames, not in the task that mounted the box (one frame of an empty box). A list
   * behind a server-drawn first screen keeps the default: drawn in the mounting task, so the screen it replaces
   * hands over at once
   */
  drawInTransition?: boolean;
}

const OVERSCAN_ROWS = 2;

/**
 * A list of tiles in rows of as many columns as fit, of which only the rows on screen (and two either side) are
 * drawn: 10,000 tiles cost what 30 do. A screen reader hears one list of every item (aria-setsize and
 * aria-posinset); Tab walks the tiles drawn, the arrow keys, Home and End move between tiles (the target drawn
 * and scrolled to first), and the tile holding focus stays drawn while the list scrolls away from it.
 */
export function VirtualTiles<T>({
  items,
  label,
  className,
  renderTile,
  tileClassName,
  minTileWidth,
  gap,
  estimateTileHeight,
  highlightIndex = -1,
  scrollResetKey,
  aroundRows,
  drawInTransition = false,
}: VirtualTilesProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // null until the box is measured (drawn in a transition): no tiles before the columns are known
  const [width, setWidth] = useState<number | null>(drawInTransition ? null : 0);
  const boxWidth = width ?? 0;
  const columns = columnsFor(boxWidth, minTileWidth, gap);
  const tileWidth = columns > 0 ? (boxWidth - gap * (columns - 1)) / columns : minTileWidth;
  const rowCount = Math.ceil(items.length / columns);
  const [focused, setFocused] = useState<number | null>(null);
  const pendingFocus = useRef<{ index: number; slot: number } | null>(null);
  const focusedRow = focused !== null && focused < items.length ? Math.floor(focused / columns) : null;

  // rows are keyed by the column count too: a new count makes new rows, measured afresh
  const getItemKey = useCallback((row: number) => `${columns}:${row}`, [columns]);
  // the row holding focus stays drawn, so a scroll away does not drop the focus to the page
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow === null || rows.includes(focusedRow)) return rows;
      return [...rows, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => Math.round(estimateTileHeight(tileWidth)) + gap,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN_ROWS,
    // a scroll renders in the next frame, not synchronously inside the scroll event (long tasks otherwise)
    useFlushSync: false,
    // a row not laid out (jsdom, a hidden box) keeps its estimate rather than collapsing to nothing
    measureElement: (element, entry, instance) =>
      (entry?.borderBoxSize[0]?.blockSize ?? (element as HTMLElement).offsetHeight) ||
      instance.options.estimateSize(instance.indexFromElement(element)),
  });

  // the columns follow the box's width (the window resized, a phone turned); a state set here draws the tiles in
  // the task that mounted the box unless it is a transition (a 50-70 ms task on opening the gallery)
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = drawInTransition
      ? () => startTransition(() => setWidth(box.clientWidth))
      : () => setWidth(box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [drawInTransition]);

  const highlightRow = highlightIndex >= 0 ? Math.floor(highlightIndex / columns) : -1;
  useEffect(() => {
    if (highlightRow >= 0) virtualizer.scrollToIndex(highlightRow, { align: 'center' });
  }, [highlightRow, virtualizer]);

  const lastResetKey = useRef(scrollResetKey);
  useEffect(() => {
    // the first render keeps its place (a highlight may have scrolled it)
    if (lastResetKey.current === scrollResetKey) return;
    lastResetKey.current = scrollResetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);

  // a tile moved to by a key gets the focus once drawn (it is drawn in the render its move caused)
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const tile = listRef.current?.querySelector(`[data-tile-index="${pending.index}"]`);
    if (!tile) return;
    pendingFocus.current = null;
    const focusables = focusablesOf(tile);
    (focusables[pending.slot] ?? focusables[0] ?? (tile as HTMLElement)).focus();
  });

  const tileIndexOf = (target: EventTarget | null): number | null => {
    const tile = (target as Element | null)?.closest?.('[data-tile-index]');
    return tile ? Number(tile.getAttribute('data-tile-index')) : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tileIndexOf(event.target);
    if (from === null) return;
    const to = targetIndex(event, from, columns, items.length);
    if (to === null) return;
    event.preventDefault();
    const tile = (event.target as Element).closest('[data-tile-index]')!;
    pendingFocus.current = { index: to, slot: focusablesOf(tile).indexOf(event.target as HTMLElement) };
    setFocused(to);
    virtualizer.scrollToIndex(Math.floor(to / columns), { align: 'auto' });
  };

  const virtualRows = width === null ? [] : virtualizer.getVirtualItems();
  const drawn: number[] = [];
  for (const row of virtualRows)
    for (
      let index = row.index * columns;
      index < Math.min(items.length, (row.index + 1) * columns);
      index += 1
    )
      drawn.push(index);
  const rows = virtualRows.map((row) => (
    <TileRow
      key={row.key}
      row={row.index}
      start={row.start}
      columns={columns}
      items={items}
      renderTile={renderTile}
      tileClassName={tileClassName}
      measure={virtualizer.measureElement}
    />
  ));

  return (
    <div
      ref={scrollRef}
      className={`virtual-tiles${width === null ? '' : ' virtual-tiles--measured'}${className ? ` ${className}` : ''}`}
    >
      {/* the keys and focus come from the tiles' own links and buttons, heard here once for the whole list */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className="virtual-tiles__list"
        style={
          {
            height: virtualizer.getTotalSize(),
            '--tile-columns': columns,
            '--tile-gap': `${gap}px`,
          } as CSSProperties
        }
        onFocus={(event) => setFocused(tileIndexOf(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
        }}
        onKeyDown={onKeyDown}
      >
        {aroundRows ? aroundRows(drawn, rows) : rows}
      </div>
    </div>
  );
}

interface TileRowProps<T> {
  row: number;
  start: number;
  columns: number;
  items: readonly T[];
  renderTile: (item: T, index: number) => ReactNode;
  tileClassName: ((item: T, index: number) => string) | undefined;
  measure: (element: HTMLElement | null) => void;
}

function TileRowInner<T>({
  row,
  start,
  columns,
  items,
  renderTile,
  tileClassName,
  measure,
}: TileRowProps<T>) {
  const tiles: ReactNode[] = [];
  for (let index = row * columns; index < Math.min(items.length, (row + 1) * columns); index += 1) {
    const item = items[index] as T;
    tiles.push(
      <div
        key={index}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={items.length}
        data-tile-index={index}
        className={tileClassName?.(item, index)}
      >
        {renderTile(item, index)}
      </div>,
    );
  }
  return (
    <div
      ref={measure}
      data-index={row}
      className="virtual-tiles__row"
      style={{ transform: `translateY(${start}px)` }}
    >
      {tiles}
    </div>
  );
}

/** Memoised: a scroll moves the rows on screen without drawing their tiles again. */
const TileRow = memo(TileRowInner) as typeof TileRowInner;
