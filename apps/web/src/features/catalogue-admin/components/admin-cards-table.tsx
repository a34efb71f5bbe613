import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminCard } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { CardTags } from '@/components/ui/tag';
import { TeamCircle } from '@/components/ui/team-circle';
import { AdminTable } from './admin-table';

interface CardActions {
  onEdit: (card: AdminCard) => void;
  onDelete: (card: AdminCard) => void;
}

export const cardPlayersText = (card: AdminCard) =>
  card.card_player_teams.map((pair) => `${pair.player.name} ${pair.team.name}`).join(' ');

function cardColumns(): ColumnDef<AdminCard>[] {
  return [
    { id: 'card_number', header: '#', size: 80, accessorKey: 'card_number' },
    { id: 'sort_order', header: 'Sort', size: 70, accessorKey: 'sort_order', sortDescFirst: false },
    {
      id: 'players',
      header: 'Players',
      size: 300,
      accessorFn: cardPlayersText,
      cell: ({ row }) => (
        <span className="admin-team-list">
          {row.original.card_player_teams.map((pair) => (
            <span key={`${pair.player.player_id}:${pair.team.team_id}`} className="admin-team-list">
              <TeamCircle
                abbreviation={pair.team.abbreviation ?? '?'}
                name={pair.team.name}
                primaryColor={pair.team.primary_color}
                secondaryColor={pair.team.secondary_color}
                size="sm"
              />
              <span className="cc-ellipsis">{pair.player.name}</span>
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'tags',
      header: 'Tags',
      size: 130,
      enableSorting: false,
      cell: ({ row }) => (
        <CardTags
          isRookie={row.original.is_rookie}
          isAutograph={row.original.is_autograph}
          isRelic={row.original.is_relic}
        />
      ),
    },
    { id: 'print_run', header: 'Print run', size: 90, accessorKey: 'print_run', sortDescFirst: false },
    {
      id: 'notes',
      header: 'Notes',
      size: 200,
      accessorFn: (card) => card.notes ?? '',
      cell: ({ row }) => <span className="cc-ellipsis">{row.original.notes ?? ''}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 100,
      enableSorting: false,
      cell: ({ row, table }) => {
        const actions = table.options.meta as CardActions;
        return (
          <span className="admin-table__actions">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit card ${row.original.card_number}`}
              icon={<Pencil size={16} aria-hidden="true" />}
              onClick={() => actions.onEdit(row.original)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete card ${row.original.card_number}`}
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => actions.onDelete(row.original)}
            />
          </span>
        );
      },
    },
  ];
}

/** A series' cards (up to 10,000, virtualised), sorted in the browser. */
export function AdminCardsTable({
  cards,
  scrollResetKey,
  ...actions
}: { cards: readonly AdminCard[]; scrollResetKey: string } & CardActions) {
  const columns = useMemo(() => cardColumns(), []);
  return (
    <AdminTable
      rows={cards}
      columns={columns}
      getRowId={(card) => String(card.card_id)}
      label="Cards"
      meta={actions}
      scrollResetKey={scrollResetKey}
    >
      {cards.length === 0 ? <p className="admin-table__empty">No cards found.</p> : null}
    </AdminTable>
  );
}
