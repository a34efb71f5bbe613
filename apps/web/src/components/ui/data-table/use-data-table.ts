import { useState } from 'react';
import {
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type OnChangeFn,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { lazyCoreRowModel, lazySortedRowModel } from './lazy-row-model';

/** Sorting done by the caller: the data arrives sorted and the table only reports header clicks. */
export interface ManualSorting {
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
}

export interface DataTableOptions<TData> {
  data: readonly TData[];
  columns: ColumnDef<TData>[];
  getRowId: (original: TData) => string;
  /** what cells read at render time (row actions, selection), so the columns are built once */
  meta?: object;
  minColumnWidth: number;
  /** without it the table sorts the data itself, one column at a time, and a third click unsorts */
  manualSorting?: ManualSorting;
}

/**
 * The TanStack table behind every card table: resizable columns (widths live in CSS variables), one sorted
 * column, and rows made only for what is on screen — 10,000 TanStack rows were a 240 ms task and ~120 MB
 * after a scroll.
 */
export function useDataTable<TData>({
  data,
  columns,
  getRowId,
  meta,
  minColumnWidth,
  manualSorting,
}: DataTableOptions<TData>): Table<TData> {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const sortingOptions = manualSorting
    ? {
        onSortingChange: manualSorting.onSortingChange,
        manualSorting: true,
        enableSortingRemoval: false,
        sortDescFirst: false,
      }
    : { onSortingChange: setOwnSorting, getSortedRowModel: lazySortedRowModel<TData>() };
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is read during render by design
  return useReactTable({
    data: data as TData[],
    columns,
    meta,
    state: { sorting: manualSorting?.sorting ?? ownSorting, columnSizing },
    onColumnSizingChange: setColumnSizing,
    columnResizeMode: 'onChange',
    enableMultiSort: false,
    defaultColumn: { minSize: minColumnWidth },
    getCoreRowModel: lazyCoreRowModel(),
    getRowId,
    ...sortingOptions,
  });
}
