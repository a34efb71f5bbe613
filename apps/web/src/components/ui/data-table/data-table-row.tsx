import { memo } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';

export interface DataTableRowProps<TData> {
  row: Row<TData>;
  index: number;
  start: number;
  block: string;
  /** undefined where rows cannot be selected */
  selected: boolean | undefined;
  highlighted: boolean;
  /** a data attribute carrying the row id, for pages and tests that find a row by its record */
  idAttribute: `data-${string}` | undefined;
}

function DataTableRowInner<TData>({
  row,
  index,
  start,
  block,
  selected,
  highlighted,
  idAttribute,
}: DataTableRowProps<TData>) {
  const modifiers = `${selected ? ` ${block}__row--selected` : ''}${highlighted ? ` data-table__row--highlight ${block}__row--highlight` : ''}`;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      {...(idAttribute ? { [idAttribute]: row.id } : {})}
      className={`data-table__row ${block}__row${modifiers}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row.getVisibleCells().map((cell) => (
        <div
          key={cell.id}
          role="cell"
          className={`data-table__cell ${block}__cell ${block}__cell--${cell.column.id}`}
          style={{ width: `var(--col-${cell.column.id})` }}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
}

/**
 * One virtual row. Memoised: a scroll moves the rows already on screen without rendering them again
 * (rendering every mounted row on each scroll step made tasks of 60–90 ms); selection and highlight are
 * props, so ticking a box re-renders that row alone; widths come from CSS variables, so resizing a column
 * re-renders no rows at all. A changed record is a new row object.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
