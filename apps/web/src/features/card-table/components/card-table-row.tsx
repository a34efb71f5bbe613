import { memo } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import type { Card } from '@cardbinder/shared';

export interface CardTableRowProps {
  row: Row<Card>;
  index: number;
  start: number;
  /** undefined outside Multiple mode */
  selected: boolean | undefined;
}

/**
 * One virtual row. Memoised: while scrolling only rows entering the window render; a row's
 * selection is a prop so ticking a box re-renders that row alone. Widths come from CSS variables,
 * so resizing a column re-renders no rows at all.
 */
export const CardTableRow = memo(function CardTableRow({ row, index, start, selected }: CardTableRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`card-table__row${selected ? ' card-table__row--selected' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row.getVisibleCells().map((cell) => (
        <div
          key={cell.id}
          role="cell"
          className={`card-table__cell card-table__cell--${cell.column.id}`}
          style={{ width: `var(--col-${cell.column.id})` }}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
});
