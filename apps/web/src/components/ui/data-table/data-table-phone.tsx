import { memo, type ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { Row, Table } from '@tanstack/react-table';
import './data-table-phone.css';

/** How a table draws itself below 600 px: each row a stacked card-list item, sorting from a select. */
export interface PhoneLayout<TData> {
  /** one row as a stacked item; keep it stable (useCallback), a new function re-renders every item */
  renderItem: (row: Row<TData>, table: Table<TData>) => ReactNode;
  /** a first guess of an item's height; each item is measured once drawn, so wrapped names fit */
  estimatedHeight: number;
  /** shown beside the sort choice above the list (a select-all box) */
  bar?: ReactNode;
}

export interface PhoneItemProps<TData> {
  row: Row<TData>;
  table: Table<TData>;
  renderItem: PhoneLayout<TData>['renderItem'];
  index: number;
  count: number;
  start: number;
  block: string;
  selected: boolean | undefined;
  highlighted: boolean;
  idAttribute: `data-${string}` | undefined;
  /** the virtualiser's measuring ref: an item is as tall as its content */
  measure: (element: HTMLElement | null) => void;
}

function PhoneItemInner<TData>({
  row,
  table,
  renderItem,
  index,
  count,
  start,
  block,
  selected,
  highlighted,
  idAttribute,
  measure,
}: PhoneItemProps<TData>) {
  const modifiers = `${selected ? ` ${block}__item--selected` : ''}${highlighted ? ` ${block}__item--highlight` : ''}`;
  return (
    <div
      ref={measure}
      role="listitem"
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={count}
      {...(idAttribute ? { [idAttribute]: row.id } : {})}
      className={`data-table-phone__item ${block}__item${modifiers}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      {renderItem(row, table)}
    </div>
  );
}

/** Memoised like the wide rows: a scroll moves the items on screen without rendering them again. */
export const PhoneItem = memo(PhoneItemInner) as typeof PhoneItemInner;

const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/** The column headers' sorting, as one select and a direction button (no header row on a phone). */
export function PhoneSortBar<TData>({
  table,
  block,
  extra,
}: {
  table: Table<TData>;
  block: string;
  extra?: ReactNode;
}) {
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const current = table.getState().sorting[0];
  const value = current && sortable.some((column) => column.id === current.id) ? current.id : '';
  const desc = current?.desc ?? false;
  return (
    <div className={`data-table-phone__bar ${block}__phone-bar`}>
      {extra}
      <label className={`data-table-phone__sort ${block}__phone-sort`}>
        <span>Sort by</span>
        <select
          value={value}
          onChange={(event) =>
            table.setSorting(event.target.value ? [{ id: event.target.value, desc: false }] : [])
          }
        >
          <option value="">Default order</option>
          {sortable.map((column) => (
            <option key={column.id} value={column.id}>
              {headerText(column.columnDef.header, column.id)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={`data-table-phone__direction ${block}__phone-direction`}
        disabled={!current}
        onClick={() => current && table.setSorting([{ id: current.id, desc: !desc }])}
      >
        {desc ? <ArrowDown size={16} aria-hidden="true" /> : <ArrowUp size={16} aria-hidden="true" />}
        {desc ? 'Descending' : 'Ascending'}
      </button>
    </div>
  );
}
