import type { ReactNode } from 'react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import './admin-table.css';

/** Doc 3 §9: columns resize down to 50 px. */
export const ADMIN_COLUMN_MIN_WIDTH = 50;
const ROW_HEIGHT = 48;

export interface AdminSort<TSort extends string> {
  id: TSort;
  desc: boolean;
}

export interface AdminTableProps<TData, TSort extends string> {
  rows: readonly TData[];
  columns: ColumnDef<TData>[];
  getRowId: (row: TData) => string;
  label: string;
  /** sorted by the server when given; otherwise the table sorts what it holds */
  sort?: AdminSort<TSort>;
  onSortChange?: (sort: AdminSort<TSort>) => void;
  meta?: object;
  scrollResetKey?: string;
  children?: ReactNode;
}

/**
 * The back office's tables (players, teams, sets, series, cards): sortable, resizable, virtualised. A click
 * on the sorted column flips its direction; a new column starts ascending (doc 3 §4).
 */
export function AdminTable<TData, TSort extends string>({
  rows,
  columns,
  getRowId,
  label,
  sort,
  onSortChange,
  meta,
  scrollResetKey,
  children,
}: AdminTableProps<TData, TSort>) {
  const sorting: SortingState = sort ? [sort] : [];
  const table = useDataTable({
    data: rows,
    columns,
    getRowId,
    meta,
    minColumnWidth: ADMIN_COLUMN_MIN_WIDTH,
    manualSorting:
      sort && onSortChange
        ? {
            sorting,
            onSortingChange: (updater) => {
              const next = typeof updater === 'function' ? updater(sorting) : updater;
              const first = next[0];
              if (first) onSortChange({ id: first.id as TSort, desc: first.desc });
            },
          }
        : undefined,
  });
  return (
    <DataTable
      table={table}
      label={label}
      block="admin-table"
      className="data-table admin-table"
      rowHeight={ROW_HEIGHT}
      scrollResetKey={scrollResetKey}
    >
      {children}
    </DataTable>
  );
}
