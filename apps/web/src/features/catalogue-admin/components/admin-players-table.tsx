import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Merge, Pencil, Trash2 } from 'lucide-react';
import { adminPlayerName, type AdminPlayer, type AdminPlayerSort } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { TeamCircle } from '@/components/ui/team-circle';
import { AdminTable, type AdminSort } from './admin-table';

interface PlayerActions {
  onEdit: (player: AdminPlayer) => void;
  onDelete: (player: AdminPlayer) => void;
  onMerge: (player: AdminPlayer) => void;
}

const actionsOf = (meta: unknown) => meta as PlayerActions;

function playerColumns(): ColumnDef<AdminPlayer>[] {
  return [
    { id: 'player_id', header: 'ID', size: 80, accessorKey: 'player_id' },
    {
      id: 'name',
      header: 'Name',
      size: 240,
      accessorFn: adminPlayerName,
      cell: ({ row }) => <span className="cc-ellipsis">{adminPlayerName(row.original)}</span>,
    },
    {
      id: 'teams',
      header: 'Teams',
      size: 200,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="admin-team-list">
          {row.original.teams.map((team) => (
            <TeamCircle
              key={team.team_id}
              abbreviation={team.abbreviation ?? '?'}
              name={team.name}
              primaryColor={team.primary_color}
              secondaryColor={team.secondary_color}
              size="sm"
            />
          ))}
        </span>
      ),
    },
    { id: 'card_count', header: 'Cards', size: 90, accessorKey: 'card_count' },
    { id: 'rc_count', header: 'RC', size: 70, accessorKey: 'rc_count', enableSorting: false },
    {
      id: 'is_hof',
      header: 'HOF',
      size: 70,
      accessorKey: 'is_hof',
      cell: ({ row }) => (row.original.is_hof ? 'HOF' : ''),
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 150,
      enableSorting: false,
      cell: ({ row, table }) => {
        const actions = actionsOf(table.options.meta);
        const name = adminPlayerName(row.original);
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
              aria-label={`Merge ${name} into another player`}
              icon={<Merge size={16} aria-hidden="true" />}
              onClick={() => actions.onMerge(row.original)}
            />
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
  ];
}

export interface AdminPlayersTableProps extends PlayerActions {
  players: readonly AdminPlayer[];
  sort: AdminSort<AdminPlayerSort>;
  onSortChange: (sort: AdminSort<AdminPlayerSort>) => void;
  scrollResetKey: string;
  empty: boolean;
}

/** The players screen's table: the server sorts by player_id, name, card_count or is_hof (doc 3 §9). */
export function AdminPlayersTable({
  players,
  sort,
  onSortChange,
  scrollResetKey,
  empty,
  ...actions
}: AdminPlayersTableProps) {
  const columns = useMemo(() => playerColumns(), []);
  return (
    <AdminTable
      rows={players}
      columns={columns}
      getRowId={(player) => String(player.player_id)}
      label="Players"
      sort={sort}
      onSortChange={onSortChange}
      meta={actions}
      scrollResetKey={scrollResetKey}
    >
      {empty ? <p className="admin-table__empty">No players found.</p> : null}
    </AdminTable>
  );
}
