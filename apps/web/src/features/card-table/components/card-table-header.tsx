import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { flexRender, type Header, type Table } from '@tanstack/react-table';
import type { Card } from '@cardbinder/shared';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" className="card-table__sort-idle" />;
}

function HeaderCell({ header }: { header: Header<Card, unknown> }) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  const direction = column.getIsSorted();
  return (
    <div
      role="columnheader"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={`card-table__cell card-table__header-cell card-table__cell--${column.id}`}
      style={{ width: `var(--col-${column.id})` }}
    >
      {column.getCanSort() ? (
        <button type="button" className="card-table__sort" onClick={column.getToggleSortingHandler()}>
          {content}
          <SortIcon direction={direction} />
        </button>
      ) : (
        content
      )}
      {column.getCanResize() ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- resizing columns is a pointer nicety; the table reads the same at its default widths
        <span
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}`}
          className={`card-table__resizer${column.getIsResizing() ? ' card-table__resizer--active' : ''}`}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onDoubleClick={() => column.resetSize()}
        />
      ) : null}
    </div>
  );
}

/** Sticky header row: click a title to sort, drag its right edge to resize (minimum 50 px). */
export function CardTableHeader({ table }: { table: Table<Card> }) {
  return (
    <div className="card-table__head" role="rowgroup">
      {table.getHeaderGroups().map((group) => (
        <div key={group.id} role="row" aria-rowindex={1} className="card-table__row card-table__row--head">
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </div>
      ))}
    </div>
  );
}
