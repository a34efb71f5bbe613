// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  createColumnHelper,
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type TableOptionsResolved,
} from '@tanstack/react-table';
import { lazyCoreRowModel, lazySortedRowModel, originalsOf } from './lazy-row-model';

interface Item {
  id: number;
  name: string | null;
  price: number | undefined;
}

const helper = createColumnHelper<Item>();
const columns = [
  helper.accessor('name', { sortingFn: 'alphanumeric' }),
  helper.accessor('price', { sortingFn: 'basic', sortUndefined: 'last' }),
  helper.accessor((item) => item.id % 3, { id: 'bucket', sortingFn: 'basic' }),
];

const items: Item[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  name: i % 7 === 0 ? null : `Card ${(i * 37) % 101}`,
  price: i % 5 === 0 ? undefined : (i * 13) % 41,
}));

function tableOf(lazy: boolean, sorting: SortingState, getRowId = (item: Item) => String(item.id)) {
  const options: TableOptionsResolved<Item> = {
    data: items,
    columns,
    state: { sorting },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    getRowId,
    getCoreRowModel: lazy ? lazyCoreRowModel() : getCoreRowModel(),
    getSortedRowModel: lazy ? lazySortedRowModel() : getSortedRowModel(),
  };
  return createTable(options);
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('lazy row models', () => {
  it('make a row only when it is read', () => {
    // every row made asks for its id once
    const rowId = vi.fn((item: Item) => String(item.id));
    const rows = tableOf(true, [], rowId).getRowModel().rows;
    expect(rows.length).toBe(200);
    expect(rows[150]!.original).toBe(items[150]);
    expect(rows[150]!.getValue('name')).toBe(items[150]!.name);
    expect(originalsOf(rows)).toBe(items);
    expect(rowId).toHaveBeenCalledTimes(1);

    const eagerRowId = vi.fn((item: Item) => String(item.id));
    void tableOf(false, [], eagerRowId).getRowModel().rows[150];
    expect(eagerRowId).toHaveBeenCalledTimes(200);
  });

  it('sort the data without making a row for each', () => {
    const rowId = vi.fn((item: Item) => String(item.id));
    const rows = tableOf(true, [{ id: 'name', desc: false }], rowId).getRowModel().rows;
    void rows[0];
    expect(rowId).toHaveBeenCalledTimes(1);
  });

  it('give every row, in order, to code that reads them all', () => {
    const rows = tableOf(true, []).getRowModel().rows;
    expect(ids(rows)).toEqual(ids(tableOf(false, []).getRowModel().rows));
    expect(rows.findIndex((row) => row.id === '42')).toBe(41);
    expect(tableOf(true, []).getRow('42').original).toBe(items[41]);
  });

  it.each<SortingState>([
    [{ id: 'name', desc: false }],
    [{ id: 'name', desc: true }],
    [{ id: 'price', desc: false }],
    [{ id: 'price', desc: true }],
    [
      { id: 'bucket', desc: false },
      { id: 'name', desc: true },
    ],
  ])('sort as TanStack does: %j', (...sorting) => {
    const lazy = tableOf(true, sorting).getRowModel().rows;
    const eager = tableOf(false, sorting).getRowModel().rows;
    expect(ids(lazy)).toEqual(ids(eager));
    expect(originalsOf(lazy)).toEqual(eager.map((row) => row.original));
  });
});
