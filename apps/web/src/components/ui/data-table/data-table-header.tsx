import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { flexRender, type Header, type Table } from '@tanstack/react-table';

interface HeaderCellProps<TData> {
  header: Header<TData, unknown>;
  block: string;
  sortIconSize: number;
}

function SortIcon({
  direction,
  size,
  idleClass,
}: {
  direction: false | 'asc' | 'desc';
  size: number;
  idleClass: string;
}) {
  if (direction === 'asc') return <ArrowUp size={size} aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown size={size} aria-hidden="true" />;
  return <ArrowUpDown size={size} aria-hidden="true" className={idleClass} />;
}

function HeaderCell<TData>({ header, block, sortIconSize }: HeaderCellProps<TData>) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  const direction = column.getIsSorted();
  const name = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  return (
    <div
      role="columnheader"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={`data-table__cell data-table__cell--head ${block}__cell ${block}__cell--head ${block}__cell--${column.id}`}
      style={{ width: `var(--col-${column.id})` }}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          className={`data-table__sort ${block}__sort`}
          onClick={column.getToggleSortingHandler()}
        >
          {content}
          <SortIcon
            direction={direction}
            size={sortIconSize}
            idleClass={`data-table__sort-idle ${block}__sort-idle`}
          />
        </button>
      ) : (
        content
      )}
      {column.getCanResize() ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- resizing columns is a pointer nicety; the table reads the same at its default widths
        <span
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${name}`}
          className={`data-table__resizer ${block}__resizer${column.getIsResizing() ? ` data-table__resizer--active ${block}__resizer--active` : ''}`}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onDoubleClick={() => column.resetSize()}
        />
      ) : null}
    </div>
  );
}

export interface DataTableHeaderProps<TData> {
  table: Table<TData>;
  block: string;
  sortIconSize: number;
}

/** Sticky header row: click a title to sort, drag its right edge to resize, double-click the edge to reset. */
export function DataTableHeader<TData>({ table, block, sortIconSize }: DataTableHeaderProps<TData>) {
  return (
    <div className={`data-table__head ${block}__head`} role="rowgroup">
      {table.getHeaderGroups().map((group) => (
        <div
          key={group.id}
          role="row"
          aria-rowindex={1}
          className={`data-table__row ${block}__row ${block}__row--head`}
        >
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} block={block} sortIconSize={sortIconSize} />
          ))}
        </div>
      ))}
    </div>
  );
}
