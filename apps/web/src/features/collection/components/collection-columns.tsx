import type { CSSProperties } from 'react';
import { createColumnHelper, type ColumnDef, type SortingFn, type Table } from '@tanstack/react-table';
import { Pencil, Star, Trash2 } from 'lucide-react';
import {
  compareCardNumbers,
  compareNatural,
  gradeLabel,
  normaliseHex,
  playerNames,
  serialLabel,
  SERIES_DEFAULT_COLOR,
  seriesLabel,
  shortDate,
  usd,
  type UserCard,
} from '@cardbinder/shared';
import { Tag } from '@/components/ui/tag';
import type { SelectionStore } from '../lib/selection-store';
import { ForTradeToggle, isForTrade } from './for-trade';
import { PhotoCountTag } from './photo-count-tag';
import { SelectBox } from './select-box';

export interface CollectionTableActions {
  onEdit: (card: UserCard) => void;
  onFavorite: (card: UserCard) => void;
  onDelete: (card: UserCard) => void;
  /** My Collection only: a copy's for-trade switch */
  onToggleTrade?: (card: UserCard) => void;
  /** Multiple selection (bulk edit, for-trade marks); its check boxes show while it is on */
  selection?: SelectionStore;
}

const helper = createColumnHelper<UserCard>();
/** The row actions travel in the table's meta, so the column list is built once. */
const actionsOf = (table: Table<UserCard>) => table.options.meta as CollectionTableActions;

/** Blank values sort last in both directions, so empty cells never bury the data. */
const textSort: SortingFn<UserCard> = (a, b, id) =>
  compareNatural(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''));
const numberSort: SortingFn<UserCard> = (a, b, id) =>
  Number(a.getValue(id) ?? 0) - Number(b.getValue(id) ?? 0);

/** Chip text follows the table's brightness rule: a channel sum above 400 takes dark text. */
export function chipStyle(hex: string | null): CSSProperties | undefined {
  if (!hex) return undefined;
  const value = normaliseHex(hex, SERIES_DEFAULT_COLOR);
  const sum = [1, 3, 5].reduce((total, at) => total + parseInt(value.slice(at, at + 2), 16), 0);
  return { '--chip-bg': value, '--chip-text': sum > 400 ? '#000000' : '#ffffff' } as CSSProperties;
}

const tradeColumn = helper.accessor((card) => (isForTrade(card) ? 1 : 0), {
  id: 'trade',
  header: 'TRADE',
  size: 104,
  sortingFn: numberSort,
  cell: ({ row, table }) => {
    const toggle = actionsOf(table).onToggleTrade;
    return toggle ? <ForTradeToggle card={row.original} onToggle={toggle} /> : null;
  },
});

/**
 * The spec's 20 columns in order (spec 2 §2.1); minimum width 50, photos 80. My Collection adds the
 * for-trade switch after FAVE; Multiple selection's tick box sits in the EDIT cell.
 */
export function collectionColumns(extra: { trade?: boolean } = {}): ColumnDef<UserCard>[] {
  const columns = [
    helper.display({
      id: 'edit',
      header: 'EDIT',
      size: 72,
      cell: ({ row, table }) => (
        <span className="cc-edit-cell">
          <SelectBox
            store={actionsOf(table).selection}
            id={row.original.user_card_id}
            label={`Select card ${row.original.card_number} ${row.original.random_code}`}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={`Edit card ${row.original.card_number}`}
            onClick={() => actionsOf(table).onEdit(row.original)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
        </span>
      ),
    }),
    helper.accessor((card) => (card.is_special ? 1 : 0), {
      id: 'fave',
      header: 'FAVE',
      size: 60,
      sortingFn: numberSort,
      cell: ({ row, table }) => (
        <button
          type="button"
          className={`icon-button cc-fave${row.original.is_special ? ' cc-fave--on' : ''}`}
          aria-label={row.original.is_special ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={row.original.is_special}
          onClick={() => actionsOf(table).onFavorite(row.original)}
        >
          <Star size={16} aria-hidden="true" />
        </button>
      ),
    }),
    helper.accessor('random_code', { id: 'code', header: 'CODE', size: 80, sortingFn: textSort }),
    helper.accessor('card_number', {
      id: 'card_number',
      header: 'CARD #',
      size: 80,
      sortingFn: (a, b) => compareCardNumbers(a.original.card_number, b.original.card_number),
    }),
    helper.accessor((card) => playerNames(card).join(', '), {
      id: 'players',
      header: 'PLAYER(S)',
      size: 200,
      sortingFn: textSort,
      cell: ({ row, getValue }) => (
        <span className="cc-players">
          <span className="cc-ellipsis">{getValue()}</span>
          {row.original.is_rookie ? <Tag kind="rc" /> : null}
        </span>
      ),
    }),
    helper.accessor(seriesLabel, {
      id: 'series',
      header: 'SERIES',
      size: 240,
      sortingFn: textSort,
      cell: ({ getValue }) => (
        <span className="cc-ellipsis" title={getValue()}>
          {getValue()}
        </span>
      ),
    }),
    helper.accessor((card) => card.serial_number, {
      id: 'serial',
      header: 'SERIAL #',
      size: 90,
      sortingFn: numberSort,
      cell: ({ row }) => serialLabel(row.original),
    }),
    helper.accessor((card) => card.color_rel.color ?? '', {
      id: 'color',
      header: 'COLOR',
      size: 100,
      sortingFn: textSort,
      cell: ({ row, getValue }) =>
        getValue() ? (
          <span className="cc-chip" style={chipStyle(row.original.color_rel.hex_color)}>
            {getValue()}
          </span>
        ) : null,
    }),
    helper.accessor('photo_count', {
      id: 'photos',
      header: 'PHOTOS',
      size: 80,
      minSize: 80,
      sortingFn: numberSort,
      cell: ({ row }) => <PhotoCountTag card={row.original} />,
    }),
    helper.accessor((card) => (card.is_autograph ? 1 : 0), {
      id: 'auto',
      header: 'AUTO',
      size: 70,
      sortingFn: numberSort,
      cell: ({ row }) => (row.original.is_autograph ? <Tag kind="auto" /> : null),
    }),
    helper.accessor((card) => (card.is_relic ? 1 : 0), {
      id: 'relic',
      header: 'RELIC',
      size: 70,
      sortingFn: numberSort,
      cell: ({ row }) => (row.original.is_relic ? <Tag kind="relic" /> : null),
    }),
    ...(['purchase_price', 'estimated_value', 'current_value'] as const).map((key) =>
      helper.accessor(key, {
        id: key,
        header: { purchase_price: 'PURCHASE $', estimated_value: 'ESTIMATED $', current_value: 'CURRENT $' }[
          key
        ],
        size: 100,
        sortingFn: numberSort,
        sortUndefined: 'last',
        cell: ({ getValue }) => usd(getValue()),
      }),
    ),
    helper.accessor((card) => card.location_name ?? '', {
      id: 'location',
      header: 'LOCATION',
      size: 120,
      sortingFn: textSort,
    }),
    helper.accessor('date_added', {
      id: 'added',
      header: 'ADDED',
      size: 80,
      sortingFn: textSort,
      cell: ({ getValue }) => shortDate(getValue()),
    }),
    helper.accessor((card) => gradeLabel(card), {
      id: 'grade',
      header: 'GRADE',
      size: 90,
      sortingFn: textSort,
    }),
    helper.accessor((card) => (card.aftermarket_autograph ? 1 : 0), {
      id: 'am_auto',
      header: 'AM AUTO',
      size: 80,
      sortingFn: numberSort,
      cell: ({ row }) =>
        row.original.aftermarket_autograph ? <span aria-label="Aftermarket autograph">✓</span> : null,
    }),
    helper.accessor((card) => card.notes ?? '', {
      id: 'notes',
      header: 'NOTES',
      size: 200,
      sortingFn: textSort,
      cell: ({ getValue }) => (
        <span className="cc-ellipsis" title={getValue()}>
          {getValue()}
        </span>
      ),
    }),
    helper.display({
      id: 'delete',
      header: 'DELETE',
      size: 70,
      cell: ({ row, table }) => (
        <button
          type="button"
          className="icon-button cc-danger"
          aria-label={`Delete card ${row.original.card_number}`}
          onClick={() => actionsOf(table).onDelete(row.original)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      ),
    }),
  ] as ColumnDef<UserCard>[];
  if (extra.trade) columns.splice(2, 0, tradeColumn as ColumnDef<UserCard>);
  return columns;
}
