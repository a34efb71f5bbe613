import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Copy, LayoutList, Pencil, Trash2, Upload } from 'lucide-react';
import type { Series } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { AdminTable } from './admin-table';

interface SeriesActions {
  onEdit: (series: Series) => void;
  onParallel: (series: Series) => void;
  onDelete: (series: Series) => void;
  /** where 'view cards' goes, or null while the cards screen is not there */
  cardsHref: ((series: Series) => string) | null;
  /** where 'upload cards' goes (the import wizard), or null for a role that may not import */
  importHref?: ((series: Series) => string) | null;
}

const count = (
  id: 'card_count' | 'card_entered_count' | 'rookie_count',
  header: string,
): ColumnDef<Series> => ({
  id,
  header,
  size: 90,
  accessorKey: id,
  sortDescFirst: false,
});

function seriesColumns(): ColumnDef<Series>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      size: 200,
      accessorKey: 'name',
      cell: ({ row }) => (
        <Link
          className="cc-ellipsis"
          to={`/sets/${row.original.year}/${encodeURIComponent(row.original.set_slug)}/${encodeURIComponent(row.original.slug)}`}
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 170,
      enableSorting: false,
      cell: ({ row, table }) => {
        const actions = table.options.meta as SeriesActions;
        const name = row.original.name;
        return (
          <span className="admin-table__actions">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${name}`}
              icon={<Pencil size={16} aria-hidden="true" />}
              onClick={() => actions.onEdit(row.original)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Create parallel of ${name}`}
              icon={<Copy size={16} aria-hidden="true" />}
              onClick={() => actions.onParallel(row.original)}
            />
            {actions.cardsHref ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                to={actions.cardsHref(row.original)}
                aria-label={`View cards of ${name}`}
              >
                <LayoutList size={16} aria-hidden="true" />
              </ButtonLink>
            ) : null}
            {actions.importHref ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                to={actions.importHref(row.original)}
                aria-label={`Upload cards to ${name}`}
              >
                <Upload size={16} aria-hidden="true" />
              </ButtonLink>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${name}`}
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => actions.onDelete(row.original)}
            />
          </span>
        );
      },
    },
    {
      id: 'set_name',
      header: 'Set',
      size: 160,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="cc-ellipsis">{`${row.original.year} ${row.original.set_name}`}</span>
      ),
    },
    {
      id: 'is_base',
      header: 'Base',
      size: 70,
      accessorKey: 'is_base',
      sortDescFirst: false,
      cell: ({ row }) => (row.original.is_base ? 'Base' : ''),
    },
    {
      id: 'parent',
      header: 'Parallel of',
      size: 140,
      enableSorting: false,
      cell: ({ row }) => <span className="cc-ellipsis">{row.original.parallel_parent_name ?? ''}</span>,
    },
    {
      id: 'color',
      header: 'Color',
      size: 100,
      enableSorting: false,
      cell: ({ row }) => row.original.color_name ?? '',
    },
    count('card_count', 'Cards'),
    count('card_entered_count', 'Entered'),
    count('rookie_count', 'RC'),
    {
      id: 'print_run',
      header: 'Print run',
      size: 90,
      enableSorting: false,
      cell: ({ row }) => row.original.print_run_display ?? '',
    },
  ];
}

/** The series screen's table (at most 100 rows), sorted in the browser by name, base and the counts. */
export function AdminSeriesTable({ series, ...actions }: { series: readonly Series[] } & SeriesActions) {
  const columns = useMemo(() => seriesColumns(), []);
  return (
    <AdminTable
      rows={series}
      columns={columns}
      getRowId={(row) => String(row.series_id)}
      label="Series"
      meta={actions}
    >
      {series.length === 0 ? <p className="admin-table__empty">No series found.</p> : null}
    </AdminTable>
  );
}
