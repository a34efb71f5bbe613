import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  flexRender,
  useReactTable,
  type ColumnSizingState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { UserCard } from '@cardbinder/shared';
import { lazyCoreRowModel, lazySortedRowModel, originalsOf } from '@/lib/lazy-row-model';
import { collectionColumns, type CollectionTableActions } from './collection-columns';
import './collection-table.css';

const ROW_HEIGHT = 44;

export interface CollectionTableProps extends CollectionTableActions {
  /** already filtered and in the default order (sort_order, number, text) */
  cards: readonly UserCard[];
  highlightId?: number | null;
  label?: string;
  /** the card page's copies table is shorter (600 px) than the dashboard's (800 px) */
  compact?: boolean;
  /** a new search or filter starts the list from the top */
  scrollResetKey?: string;
}

/** Sortable, resizable and virtualised: 10,000 rows render only what is on screen. */
export function CollectionTable({
  cards,
  highlightId,
  scrollResetKey,
  label = 'My collection',
  compact,
  ...actions
}: CollectionTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const columns = useMemo(() => collectionColumns(), []);
  const data = cards as UserCard[];
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is read during render by design
  const table = useReactTable({
    data,
    columns,
    meta: actions,
    state: { sorting, columnSizing },
    onSortingChange: setSorting,
    onColumnSizingChange: setColumnSizing,
    columnResizeMode: 'onChange',
    enableMultiSort: false,
    defaultColumn: { minSize: 50 },
    // rows made only for what is on screen: 10,000 TanStack rows were a 240 ms task and ~120 MB after a scroll
    getCoreRowModel: lazyCoreRowModel(),
    getSortedRowModel: lazySortedRowModel(),
    getRowId: (card) => String(card.user_card_id),
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
    // a scroll renders in the next frame, not synchronously inside the scroll event (long tasks otherwise)
    useFlushSync: false,
  });

  const highlightIndex = highlightId
    ? (originalsOf(rows) ?? rows.map((row) => row.original)).findIndex(
        (card) => card.user_card_id === highlightId,
      )
    : -1;
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

  const sizeVars: Record<string, string> = { '--table-width': `${table.getTotalSize()}px` };
  for (const header of table.getFlatHeaders())
    sizeVars[`--col-${header.column.id}`] = `${header.getSize()}px`;

  return (
    <div
      ref={scrollRef}
      className={`cc-table${compact ? ' cc-table--compact' : ''}`}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      style={sizeVars as CSSProperties}
    >
      <div className="cc-table__head" role="rowgroup">
        {table.getHeaderGroups().map((group) => (
          <div key={group.id} role="row" className="cc-table__row cc-table__row--head">
            {group.headers.map((header) => {
              const { column } = header;
              const direction = column.getIsSorted();
              const title = flexRender(column.columnDef.header, header.getContext());
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-sort={
                    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                  }
                  className="cc-table__cell cc-table__cell--head"
                  style={{ width: `var(--col-${column.id})` }}
                >
                  {column.getCanSort() ? (
                    <button
                      type="button"
                      className="cc-table__sort"
                      onClick={column.getToggleSortingHandler()}
                    >
                      {title}
                      {direction === 'asc' ? (
                        <ArrowUp size={12} aria-hidden="true" />
                      ) : direction === 'desc' ? (
                        <ArrowDown size={12} aria-hidden="true" />
                      ) : (
                        <ArrowUpDown size={12} aria-hidden="true" className="muted" />
                      )}
                    </button>
                  ) : (
                    title
                  )}
                  {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- resizing columns is a pointer nicety; the table reads the same at its default widths */}
                  <span
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={`Resize ${column.id}`}
                    className={`cc-table__resizer${column.getIsResizing() ? ' cc-table__resizer--active' : ''}`}
                    onMouseDown={header.getResizeHandler()}
                    onTouchStart={header.getResizeHandler()}
                    onDoubleClick={() => column.resetSize()}
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div className="cc-table__body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <CollectionTableRow
              key={row.id}
              row={row}
              index={item.index}
              start={item.start}
              highlighted={row.original.user_card_id === highlightId}
            />
          );
        })}
      </div>
    </div>
  );
}

interface CollectionTableRowProps {
  row: Row<UserCard>;
  index: number;
  start: number;
  highlighted: boolean;
}

/**
 * One visible row. Memoised: a scroll moves the rows already on screen without rendering them again
 * (rendering every mounted row on each scroll step made tasks of 60–90 ms). A changed card is a new row object.
 */
const CollectionTableRow = memo(function CollectionTableRow({
  row,
  index,
  start,
  highlighted,
}: CollectionTableRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-user-card-id={row.original.user_card_id}
      className={`cc-table__row${highlighted ? ' cc-table__row--highlight' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row.getVisibleCells().map((cell) => (
        <div
          key={cell.id}
          role="cell"
          className={`cc-table__cell cc-table__cell--${cell.column.id}`}
          style={{ width: `var(--col-${cell.column.id})` }}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
});
