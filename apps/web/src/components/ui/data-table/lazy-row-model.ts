import { createRow, memo, type Row, type RowModel, type Table } from '@tanstack/react-table';

/**
 * Row models that make TanStack Table rows only for the rows that are shown. TanStack builds a row object
 * (with its cell caches and every feature's methods) for every row of the data: for a 10,000-card collection
 * that was a 240 ms task before the first paint and ~120 MB of rows kept after scrolling to the end. A
 * virtualised table asks for ~30 of them at a time; these models create rows when they are read, keep the
 * most recent few hundred, and sort the plain data. Anything that reads every row still works (it gets them
 * all made).
 */

/** Rows kept made; a row scrolled away longer ago is made again when it comes back. */
const KEPT_ROWS = 600;

const originalsOfRows = new WeakMap<object, readonly unknown[]>();

/** The data of a lazy model's rows, in row order, without making the rows. */
export function originalsOf<TData>(rows: readonly Row<TData>[]): readonly TData[] | undefined {
  return originalsOfRows.get(rows) as readonly TData[] | undefined;
}

function lazyModel<TData>(
  table: Table<TData>,
  originals: readonly TData[],
  indexes?: number[],
): RowModel<TData> {
  const made = new Map<number, Row<TData>>();
  const rowAt = (position: number): Row<TData> | undefined => {
    const original = originals[position];
    if (original === undefined) return undefined;
    let row = made.get(position);
    if (row) {
      made.delete(position);
    } else {
      const index = indexes?.[position] ?? position;
      row = createRow(table, table._getRowId(original, index), original, index, 0);
    }
    made.set(position, row);
    if (made.size > KEPT_ROWS) made.delete(made.keys().next().value!);
    return row;
  };
  let all: Row<TData>[] | null = null;
  const everyRow = () => (all ??= originals.map((_, position) => rowAt(position)!));

  const rows = new Proxy([] as Row<TData>[], {
    get(_target, key) {
      if (key === 'length') return originals.length;
      if (typeof key === 'string' && /^\d+$/.test(key)) return rowAt(Number(key));
      const value: unknown = Reflect.get(everyRow(), key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(everyRow())
        : value;
    },
    has: (_target, key) => Reflect.has(everyRow(), key),
    ownKeys: () => Reflect.ownKeys(everyRow()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(everyRow(), key),
  });
  originalsOfRows.set(rows, originals);
  const rowsById = new Proxy({} as Record<string, Row<TData>>, {
    get: (_target, key) => (typeof key === 'string' ? byId()[key] : undefined),
  });
  let ids: Record<string, Row<TData>> | null = null;
  const byId = () => (ids ??= Object.fromEntries(everyRow().map((row) => [row.id, row])));
  return { rows, flatRows: rows, rowsById };
}

/** getCoreRowModel: rows made when read. */
export function lazyCoreRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memo(
      () => [table.options.data],
      (data) => lazyModel(table, data),
      { key: 'lazyCoreRowModel', debug: () => false },
    );
}

/** What a column's sortingFn reads of a row: its data and its column values. */
class SortRow<TData> {
  constructor(
    readonly original: TData,
    readonly index: number,
    private readonly table: Table<TData>,
  ) {}

  getValue(columnId: string): unknown {
    return this.table.getColumn(columnId)?.accessorFn?.(this.original, this.index);
  }
}

/** getSortedRowModel: sorts the data with the columns' sorting functions, then rows made when read. */
export function lazySortedRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memo(
      () => [table.getState().sorting, table.getPreSortedRowModel()],
      (sorting, rowModel) => {
        const originals = originalsOf(rowModel.rows);
        const sorts = sorting.flatMap((sort) => {
          const column = table.getColumn(sort.id);
          return column?.getCanSort()
            ? [
                {
                  ...sort,
                  sortingFn: column.getSortingFn(),
                  invert: column.columnDef.invertSorting === true,
                  sortUndefined: column.columnDef.sortUndefined,
                },
              ]
            : [];
        });
        if (!originals || sorts.length === 0) return rowModel;
        const sortRows = originals.map((original, index) => new SortRow(original, index, table));
        const compare = (a: SortRow<TData>, b: SortRow<TData>) => {
          for (const sort of sorts) {
            const fn = sort.sortingFn as unknown as (a: unknown, b: unknown, id: string) => number;
            let result = 0;
            // as TanStack's own getSortedRowModel: undefined values first, last or by direction
            if (sort.sortUndefined) {
              const aUndefined = a.getValue(sort.id) === undefined;
              const bUndefined = b.getValue(sort.id) === undefined;
              if (aUndefined !== bUndefined) {
                if (sort.sortUndefined === 'first') return aUndefined ? -1 : 1;
                if (sort.sortUndefined === 'last') return aUndefined ? 1 : -1;
                result = aUndefined ? sort.sortUndefined : -sort.sortUndefined;
              }
            }
            if (result === 0) result = fn(a, b, sort.id);
            if (sort.desc) result = -result;
            if (sort.invert) result = -result;
            if (result !== 0) return result;
          }
          return a.index - b.index;
        };
        sortRows.sort(compare);
        return lazyModel(
          table,
          sortRows.map((row) => row.original),
          sortRows.map((row) => row.index),
        );
      },
      { key: 'lazySortedRowModel', debug: () => false },
    );
}
