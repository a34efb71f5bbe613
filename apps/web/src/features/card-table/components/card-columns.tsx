import { useMemo } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { CARD_TABLE_MIN_COLUMN_WIDTH, type Card } from '@cardbinder/shared';
import { CardTags, Tag } from '@/components/ui/tag';
import { TeamCircle } from '@/components/ui/team-circle';
import { CardThumb, useCardImagePair } from '@/features/card-images';
import { QueuedCopies } from '@/features/offline-sync';
import { cardPath, seriesPathOfCard } from './card-links';
import { ColorSwatch } from './color-swatch';

const column = createColumnHelper<Card>();

export interface CardColumnsOptions {
  showSeries: boolean;
  signedIn: boolean;
  multiple: boolean;
}

/** What cells read at render time, so a selection change never rebuilds the columns. */
export interface CardTableMeta {
  isSelected: (cardId: number) => boolean;
  onToggle: (cardId: number) => void;
  onAdd: (card: Card) => void;
  /** select-all state over the rows shown */
  allSelected: 'all' | 'some' | 'none';
  onToggleAll: () => void;
}

const metaOf = (meta: unknown) => meta as CardTableMeta;

/** Columns are rebuilt only when the mode or session changes, never per row or per render. */
export function useCardColumns({ showSeries, signedIn, multiple }: CardColumnsOptions): ColumnDef<Card>[] {
  return useMemo(() => {
    const columns: ColumnDef<Card, never>[] = [];
    if (multiple) {
      columns.push(
        column.display({
          id: 'select',
          size: CARD_TABLE_MIN_COLUMN_WIDTH,
          enableResizing: false,
          header: ({ table }) => <SelectAll meta={metaOf(table.options.meta)} />,
          cell: ({ row, table }) => {
            const meta = metaOf(table.options.meta);
            return (
              <input
                type="checkbox"
                aria-label={`Select card ${row.original.card_number}`}
                checked={meta.isSelected(row.original.card_id)}
                onChange={() => meta.onToggle(row.original.card_id)}
              />
            );
          },
        }) as ColumnDef<Card, never>,
      );
    }
    columns.push(
      column.accessor('card_number', {
        header: 'Card #',
        size: 90,
        cell: ({ row }) => <CardNumberCell card={row.original} />,
      }) as ColumnDef<Card, never>,
      column.accessor('player_names', {
        header: 'Player(s)',
        size: 280,
        cell: ({ row }) => <PlayersCell card={row.original} />,
      }) as ColumnDef<Card, never>,
    );
    if (showSeries) {
      columns.push(
        // a player's cards span years and sets: 738 Trout rows told apart by series names alone (issue 22)
        column.accessor('series_name', {
          header: 'Set / Series',
          size: 260,
          cell: ({ row }) => (
            <span className="card-table__names">
              <span className="card-table__set">{`${row.original.set_year} ${row.original.set_name}`}</span>
              <Link className="card-table__link card-table__truncate" to={seriesPathOfCard(row.original)}>
                {row.original.series_name}
              </Link>
            </span>
          ),
        }) as ColumnDef<Card, never>,
      );
    }
    columns.push(
      column.accessor('print_run', {
        header: 'Print Run',
        size: 100,
        cell: ({ getValue }) => {
          const value = getValue<number | null>();
          return value === null ? '' : `/${value}`;
        },
      }) as ColumnDef<Card, never>,
      column.accessor('color_name', {
        header: 'Color',
        size: 130,
        cell: ({ row }) => <ColorSwatch name={row.original.color_name} hex={row.original.color_hex} />,
      }) as ColumnDef<Card, never>,
      column.display({
        id: 'attributes',
        header: 'Attributes',
        size: 120,
        cell: ({ row }) => (
          <CardTags isAutograph={row.original.is_autograph} isRelic={row.original.is_relic} />
        ),
      }) as ColumnDef<Card, never>,
      column.accessor('notes', { header: 'Notes', size: 200 }) as ColumnDef<Card, never>,
    );
    if (signedIn) {
      columns.push(
        column.accessor((card) => card.user_card_count ?? 0, {
          id: 'user_card_count',
          header: 'OWN',
          size: 70,
          cell: ({ getValue, row }) => {
            const owned = getValue<number>();
            return (
              <>
                <span className={owned > 0 ? 'card-table__owned' : 'card-table__unowned'}>{owned}</span>
                <QueuedCopies cardId={row.original.card_id} />
              </>
            );
          },
        }) as ColumnDef<Card, never>,
      );
      if (!multiple) {
        columns.push(
          column.display({
            id: 'add',
            header: 'ADD',
            size: 70,
            enableResizing: false,
            cell: ({ row, table }) => (
              <button
                type="button"
                className="icon-button card-table__add"
                aria-label={`Add card ${row.original.card_number} to collection`}
                onClick={() => metaOf(table.options.meta).onAdd(row.original)}
              >
                <Plus size={18} aria-hidden="true" />
              </button>
            ),
          }) as ColumnDef<Card, never>,
        );
      }
    }
    return columns as ColumnDef<Card>[];
  }, [showSeries, signedIn, multiple]);
}

function PlayersCell({ card }: { card: Card }) {
  const team = card.card_player_teams.find((entry) => entry.team)?.team;
  return (
    <span className="card-table__players">
      {team ? (
        <TeamCircle
          size="sm"
          abbreviation={team.abbreviation ?? team.name.slice(0, 3).toUpperCase()}
          name={team.name}
          primaryColor={team.primary_color}
          secondaryColor={team.secondary_color}
        />
      ) : null}
      <span className="card-table__truncate">{card.player_names}</span>
      {card.is_rookie ? <Tag kind="rc" /> : null}
    </span>
  );
}

function SelectAll({ meta }: { meta: CardTableMeta }) {
  return (
    <input
      type="checkbox"
      aria-label="Select all cards"
      checked={meta.allSelected === 'all'}
      ref={(input) => {
        if (input) input.indeterminate = meta.allSelected === 'some';
      }}
      onChange={meta.onToggleAll}
    />
  );
}

/** The card's number with its front thumbnail (an empty box of the same size when it has no picture). */
function CardNumberCell({ card }: { card: Card }) {
  const pair = useCardImagePair(card.card_id);
  return (
    <span className="card-table__number">
      <CardThumb card={card} pair={pair} width={26} />
      <Link className="card-table__link" to={cardPath(card)}>
        {card.card_number}
      </Link>
    </span>
  );
}
