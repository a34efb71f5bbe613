// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';
import { useDataTable } from './use-data-table';
import { stubElementSizes } from '@/test/element-sizes';

interface Item {
  id: number;
  name: string;
}

const helper = createColumnHelper<Item>();
const columns = [
  helper.accessor('name', { header: 'Name', size: 120 }),
  helper.accessor('id', { header: 'Id', size: 60, enableResizing: false }),
] as ColumnDef<Item>[];
const ITEMS: Item[] = [
  { id: 1, name: 'Cobb' },
  { id: 2, name: 'Aaron' },
  { id: 3, name: 'Banks' },
];

function Harness(props: Pick<DataTableProps<Item>, 'isSelected' | 'highlightedRowId' | 'idAttribute'>) {
  const table = useDataTable({
    data: ITEMS,
    columns,
    getRowId: (item) => String(item.id),
    minColumnWidth: 50,
  });
  return <DataTable table={table} label="Items" block="t" className="t" rowHeight={40} {...props} />;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// jsdom lays nothing out; give the scroll box a size so the virtualiser renders rows
beforeAll(() => stubElementSizes());
afterEach(cleanup);

describe('<DataTable>', () => {
  it('sorts on header clicks (ascending, descending, unsorted) and says so in aria-sort', () => {
    render(<Harness />);
    expect(names()).toEqual(['Cobb', 'Aaron', 'Banks']);
    const header = screen.getAllByRole('columnheader')[0]!;
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Aaron', 'Banks', 'Cobb']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Cobb', 'Banks', 'Aaron']);
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Cobb', 'Aaron', 'Banks']);
    expect(header.getAttribute('aria-sort')).toBeNull();
  });

  it('offers a resize handle only on resizable columns, and sizes columns through CSS variables', () => {
    render(<Harness />);
    expect(screen.getAllByRole('separator').map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Resize Name',
    ]);
    const grid = screen.getByRole('table', { name: 'Items' });
    expect(grid.style.getPropertyValue('--col-name')).toBe('120px');
    expect(grid.style.getPropertyValue('--table-width')).toBe('180px');
  });

  it('marks selected and highlighted rows and carries the row id in the named attribute', () => {
    render(<Harness isSelected={(item) => item.id === 2} highlightedRowId="3" idAttribute="data-item-id" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(rows.map((row) => row.getAttribute('data-item-id'))).toEqual(['1', '2', '3']);
    expect(rows[1]!.className).toBe('data-table__row t__row t__row--selected');
    expect(rows[2]!.className).toBe('data-table__row t__row data-table__row--highlight t__row--highlight');
  });
});
