// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubElementSizes } from '@/test/element-sizes';
import { stubPhoneScreen } from '@/test/phone-screen';
import { DataTable } from './data-table';
import type { PhoneLayout } from './data-table-phone';
import { useDataTable } from './use-data-table';

interface Item {
  id: number;
  name: string;
}

const helper = createColumnHelper<Item>();
const columns = [
  helper.accessor('name', { header: 'Name', size: 120 }),
  helper.accessor('id', { header: 'Id', size: 60, enableSorting: false }),
] as ColumnDef<Item>[];
const ITEMS: Item[] = [
  { id: 1, name: 'Cobb' },
  { id: 2, name: 'Aaron' },
  { id: 3, name: 'Banks' },
];
const LAYOUT: PhoneLayout<Item> = {
  renderItem: (row) => <span className="name">{row.original.name}</span>,
  estimatedHeight: 60,
};

function Harness({ phoneLayout }: { phoneLayout?: PhoneLayout<Item> }) {
  const table = useDataTable({
    data: ITEMS,
    columns,
    getRowId: (item) => String(item.id),
    minColumnWidth: 50,
  });
  return (
    <DataTable
      table={table}
      label="Items"
      block="t"
      className="t"
      rowHeight={40}
      isSelected={(item) => item.id === 3}
      highlightedRowId="1"
      idAttribute="data-item-id"
      phoneLayout={phoneLayout}
    />
  );
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeAll(() => stubElementSizes());
beforeAll(() => stubPhoneScreen());
afterEach(cleanup);

describe('<DataTable> below 600 px', () => {
  it('renders each row through the phone layout as a list item carrying its id, selection and highlight', () => {
    render(<Harness phoneLayout={LAYOUT} />);
    expect(screen.queryByRole('table')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(names()).toEqual(['Cobb', 'Aaron', 'Banks']);
    expect(items.map((item) => item.getAttribute('data-item-id'))).toEqual(['1', '2', '3']);
    expect(items.map((item) => item.className)).toEqual([
      'data-table-phone__item t__item t__item--highlight',
      'data-table-phone__item t__item',
      'data-table-phone__item t__item t__item--selected',
    ]);
  });

  it('sorts from a select of the sortable columns, reverses, and returns to the default order', () => {
    render(<Harness phoneLayout={LAYOUT} />);
    const select = screen.getByLabelText('Sort by');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Default order',
      'Name',
    ]);
    expect(screen.getByRole('button', { name: 'Ascending' })).toHaveProperty('disabled', true);
    fireEvent.change(select, { target: { value: 'name' } });
    expect(names()).toEqual(['Aaron', 'Banks', 'Cobb']);
    fireEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(names()).toEqual(['Cobb', 'Banks', 'Aaron']);
    fireEvent.change(select, { target: { value: '' } });
    expect(names()).toEqual(['Cobb', 'Aaron', 'Banks']);
  });

  it('keeps the grid for a table without a phone layout', () => {
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
