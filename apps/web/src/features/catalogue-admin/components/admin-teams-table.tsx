import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { Team } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { TeamCircle } from '@/components/ui/team-circle';
import { AdminTable } from './admin-table';

type TeamActions = { onEdit: (team: Team) => void };

function teamColumns(): ColumnDef<Team>[] {
  const text = (id: keyof Team, header: string, size: number): ColumnDef<Team> => ({
    id,
    header,
    size,
    accessorFn: (team) => team[id] ?? '',
    cell: ({ getValue }) => <span className="cc-ellipsis">{String(getValue())}</span>,
  });
  return [
    {
      id: 'circle',
      header: '',
      size: 60,
      enableSorting: false,
      cell: ({ row }) => (
        <TeamCircle
          abbreviation={row.original.abbreviation ?? '?'}
          primaryColor={row.original.primary_color}
          secondaryColor={row.original.secondary_color}
          size="sm"
        />
      ),
    },
    text('name', 'Name', 220),
    text('city', 'City', 140),
    text('mascot', 'Mascot', 140),
    text('abbreviation', 'Abbr.', 80),
    text('organization_abbreviation', 'Organization', 120),
    { id: 'player_count', header: 'Players', size: 90, accessorKey: 'player_count', sortDescFirst: false },
    { id: 'card_count', header: 'Cards', size: 90, accessorKey: 'card_count', sortDescFirst: false },
    {
      id: 'actions',
      header: 'Actions',
      size: 80,
      enableSorting: false,
      enableResizing: false,
      cell: ({ row, table }) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${row.original.name}`}
          icon={<Pencil size={16} aria-hidden="true" />}
          onClick={() => (table.options.meta as TeamActions).onEdit(row.original)}
        />
      ),
    },
  ];
}

/** Every team, sorted in the browser by any column (the whole list is loaded). */
export function AdminTeamsTable({ teams, onEdit }: { teams: readonly Team[] } & TeamActions) {
  const columns = useMemo(() => teamColumns(), []);
  return (
    <AdminTable
      rows={teams}
      columns={columns}
      getRowId={(team) => String(team.team_id)}
      label="Teams"
      meta={{ onEdit }}
    >
      {teams.length === 0 ? <p className="admin-table__empty">No teams found.</p> : null}
    </AdminTable>
  );
}
