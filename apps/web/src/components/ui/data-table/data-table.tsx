import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { usePhoneLayout } from '@/hooks/use-media-query';
import { DataTableHeader } from './data-table-header';
import { PhoneItem, PhoneSortBar, type PhoneLayout } from './data-table-phone';
import { DataTableRow } from './data-table-row';
import { originalsOf } from './lazy-row-model';
import './data-table.css';

export interface DataTableProps<TData> {
  table: Table<TData>;
  /** the accessible name */
  label: string;
  /** the BEM block of the inner elements: `${block}__head`, `${block}__row`, `${block}__cell--<column>` … */
  block: string;
  /** the scrolling element's classes; `data-table` among them gives the plain look of data-table.css */
  className: string;
  rowHeight: number;
  sortIconSize?: number;
  /** undefined leaves rows without aria-selected (a table without selection) */
  isSelected?: (original: TData) => boolean;
  /** the row scrolled to the middle and marked `${block}__row--highlight` */
  highlightedRowId?: string | null;
  idAttribute?: `data-${string}`;
  /** a new value (a new search or filter) starts the list from the top */
  scrollResetKey?: string;
  /** the rows shown are about to be replaced (a filter typed is still being applied): marked aria-busy and dimmed */
  busy?: boolean;
  /** shown after the rows, inside the scrolling element (an empty-table message) */
  children?: ReactNode;
  /** below 600 px the rows become this card list; without it a phone scrolls the wide table sideways */
  phoneLayout?: PhoneLayout<TData>;
  /** wraps the drawn rows, told their indexes (a provider of what only the drawn rows need: their pictures) */
  aroundRows?: (drawn: readonly number[], rows: ReactNode) => ReactNode;
}

/** A virtualised grid of div rows with a sticky header (a card list below 600 px when given a phoneLayout): 10,000 rows render only what is on screen. */
export function DataTable<TData>({
  table,
  label,
  block,
  className,
  rowHeight,
  sortIconSize = 14,
  isSelected,
  highlightedRowId,
  idAttribute,
  scrollResetKey,
  busy,
  children,
  phoneLayout,
  aroundRows,
}: DataTableProps<TData>) {
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout() && phoneLayout !== undefined;
  const itemHeight = phone ? phoneLayout.estimatedHeight : rowHeight;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemHeight,
    overscan: 5,
    // a scroll renders in the next frame, not synchronously inside the scroll event (long tasks otherwise)
    useFlushSync: false,
  });

  const virtualItems = virtualizer.getVirtualItems();
  const wrapRows = (drawn: ReactNode) =>
    aroundRows
      ? aroundRows(
          virtualItems.map((item) => item.index),
          drawn,
        )
      : drawn;

  // found in the data, so a highlight in a 10,000-row list makes no rows
  const highlightIndex = highlightedRowId
    ? (originalsOf(rows) ?? rows.map((row) => row.original)).findIndex(
        (original, index) => table._getRowId(original, index) === highlightedRowId,
      )
    : -1;
  // sizes measured in the other layout mean nothing in this one
  useEffect(() => virtualizer.measure(), [phone, virtualizer]);
  useEffect(() => {
    if (highlightIndex >= 0) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
  }, [highlightIndex, virtualizer]);

  const lastResetKey = useRef(scrollResetKey);
  useEffect(() => {
    // the first render keeps its place (a highlight may have scrolled it)
    if (lastResetKey.current === scrollResetKey) return;
    lastResetKey.current = scrollResetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);

  if (phone) {
    return (
      <>
        <PhoneSortBar table={table} block={block} extra={phoneLayout.bar} />
        <div
          ref={scrollRef}
          className={`${className} data-table-phone ${block}--phone`}
          aria-busy={busy || undefined}
        >
          <div
            className={`data-table-phone__list ${block}__list`}
            role="list"
            aria-label={label}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {wrapRows(
              virtualItems.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <PhoneItem
                    key={row.id}
                    row={row}
                    table={table}
                    renderItem={phoneLayout.renderItem}
                    index={item.index}
                    count={rows.length}
                    start={item.start}
                    block={block}
                    selected={isSelected?.(row.original)}
                    highlighted={highlightedRowId != null && row.id === highlightedRowId}
                    idAttribute={idAttribute}
                    measure={virtualizer.measureElement}
                  />
                );
              }),
            )}
          </div>
          {children}
        </div>
      </>
    );
  }

  const sizeVars: Record<string, string> = { '--table-width': `${table.getTotalSize()}px` };
  for (const header of table.getFlatHeaders())
    sizeVars[`--col-${header.column.id}`] = `${header.getSize()}px`;

  return (
    <div
      ref={scrollRef}
      className={className}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-busy={busy || undefined}
      style={sizeVars as CSSProperties}
    >
      <DataTableHeader table={table} block={block} sortIconSize={sortIconSize} />
      <div
        className={`data-table__body ${block}__body`}
        role="rowgroup"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {wrapRows(
          virtualItems.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <DataTableRow
                key={row.id}
                row={row}
                index={item.index}
                start={item.start}
                block={block}
                selected={isSelected?.(row.original)}
                highlighted={highlightedRowId != null && row.id === highlightedRowId}
                idAttribute={idAttribute}
              />
            );
          }),
        )}
      </div>
      {children}
    </div>
  );
}
