import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { ListPlus, ListTree, Pencil } from 'lucide-react';
import { relativeTime, type AdminSet, type AdminSetSort } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { AdminTable, type AdminSort } from './admin-table';

interface SetActions {
  onEdit: (set: AdminSet) => void;
  onAddSeries: (set: AdminSet) => void;
  /** where 'view series' goes, or null while the series screen is not there */
  seriesHref: ((set: AdminSet) => string) | null;
}

function setColumns(): ColumnDef<AdminSet>[] {
  return [
    { id: 'set_id', header: 'ID', size: 70, accessorKey: 'set_id' },
    {
      id: 'name',
      header: 'Name',
      size: 240,
      accessorKey: 'name',
      cell: ({ row }) => (
        <Link
          className="cc-ellipsis"
          to={`/sets/${row.original.year}/${encodeURIComponent(row.original.slug)}`}
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 130,
      enableSorting: false,
      cell: ({ row, table }) => {
        const { onEdit, onAddSeries, seriesHref } = table.options.meta as SetActions;
        return (
          <span className="admin-table__actions">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${row.original.name}`}
              icon={<Pencil size={16} aria-hidden="true" />}
              onClick={() => onEdit(row.original)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Add a series to ${row.original.name}`}
              icon={<ListPlus size={16} aria-hidden="true" />}
              onClick={() => onAddSeries(row.original)}
            />
            {seriesHref ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                to={seriesHref(row.original)}
                aria-label={`View series of ${row.original.name}`}
              >
                <ListTree size={16} aria-hidden="true" />
              </ButtonLink>
            ) : null}
          </span>
        );
      },
    },
    { id: 'year', header: 'Year', size: 70, accessorKey: 'year' },
    {
      id: 'organization',
      header: 'Organization',
      size: 120,
      accessorFn: (set) => set.organization_abbreviation ?? '',
    },
    {
      id: 'manufacturer',
      header: 'Manufacturer',
      size: 130,
      accessorFn: (set) => set.manufacturer_name ?? '',
    },
    { id: 'series_count', header: 'Series', size: 80, accessorKey: 'series_count' },
    { id: 'card_count', header: 'Cards', size: 80, accessorKey: 'card_count' },
    {
      id: 'is_complete',
      header: 'Complete',
      size: 90,
      enableSorting: false,
      cell: ({ row }) => (row.original.is_complete ? 'Yes' : ''),
    },
    {
      id: 'last_viewed',
      header: 'Last viewed',
      size: 120,
      accessorKey: 'last_viewed',
      cell: ({ row }) => (row.original.last_viewed ? relativeTime(row.original.last_viewed) : 'Never'),
    },
  ];
}

export interface AdminSetsTableProps extends SetActions {
  sets: readonly AdminSet[];
  sort: AdminSort<AdminSetSort>;
  onSortChange: (sort: AdminSort<AdminSetSort>) => void;
}

/** The sets screen's table, sorted by the server on the spec's fields (doc 3 §9). */
export function AdminSetsTable({ sets, sort, onSortChange, ...actions }: AdminSetsTableProps) {
  const columns = useMemo(() => setColumns(), []);
  return (
    <AdminTable
      rows={sets}
      columns={columns}
      getRowId={(set) => String(set.set_id)}
      label="Sets"
      sort={sort}
      onSortChange={onSortChange}
      meta={actions}
    >
      {sets.length === 0 ? <p className="admin-table__empty">No sets found.</p> : null}
    </AdminTable>
  );
}
