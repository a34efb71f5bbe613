import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Row, Table } from '@tanstack/react-table';
import type { Card } from '@cardbinder/shared';
import type { PhoneLayout } from '@/components/ui/data-table/data-table-phone';
import { CardTags } from '@/components/ui/tag';
import { CardThumb, useCardImagePair } from '@/features/card-images';
import { QueuedCopies } from '@/features/offline-sync';
import type { CardColumnsOptions, CardTableMeta } from './card-columns';
import { cardPath, seriesPathOfCard } from './card-links';
import { ColorSwatch } from './color-swatch';

/** One card as a phone list item: number, flags and players (the card's link), set and series, own, add. */
function CardListItem({
  card,
  meta,
  showSeries,
  signedIn,
  multiple,
}: { card: Card; meta: () => CardTableMeta } & CardColumnsOptions) {
  const owned = card.user_card_count ?? 0;
  const pair = useCardImagePair(card.card_id);
  return (
    <div className="card-item">
      <CardThumb card={card} pair={pair} width={32} />
      {multiple ? (
        <label className="card-item__select">
          <input
            type="checkbox"
            aria-label={`Select card ${card.card_number}`}
            checked={meta().isSelected(card.card_id)}
            onChange={() => meta().onToggle(card.card_id)}
          />
        </label>
      ) : null}
      <div className="card-item__main">
        <Link className="card-item__card" to={cardPath(card)}>
          <span className="card-item__line">
            <span className="card-item__number">{card.card_number}</span>
            <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
            {card.print_run === null ? null : (
              <span className="card-item__serial">{`/${card.print_run}`}</span>
            )}
            {card.color_name ? <ColorSwatch name={card.color_name} hex={card.color_hex} /> : null}
          </span>
          {/* a card naming nobody ("1975 Home Run Leaders", a checklist) is told by its notes */}
          <span className="card-item__players">{card.player_names || card.notes}</span>
        </Link>
        {showSeries ? (
          // a player's cards span years and sets: 738 Trout rows told apart by series names alone (issue 22)
          <Link className="card-item__series" to={seriesPathOfCard(card)}>
            {`${card.set_year} ${card.set_name} · ${card.series_name}`}
          </Link>
        ) : null}
      </div>
      {signedIn ? (
        <div className="card-item__own">
          <span className="card-item__own-label">Own</span>
          <span className={owned > 0 ? 'card-table__owned' : 'card-table__unowned'}>{owned}</span>
          <QueuedCopies cardId={card.card_id} />
        </div>
      ) : null}
      {signedIn && !multiple ? (
        <button
          type="button"
          className="icon-button card-item__add"
          aria-label={`Add card ${card.card_number} to collection`}
          onClick={() => meta().onAdd(card)}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** The card table's phone layout; rebuilt only when the mode or session changes, like the columns. */
export function useCardListLayout(
  options: CardColumnsOptions & { selectAll: CardTableMeta | null },
): PhoneLayout<Card> {
  const { showSeries, signedIn, multiple, selectAll } = options;
  const renderItem = useCallback(
    (row: Row<Card>, table: Table<Card>) => (
      <CardListItem
        card={row.original}
        // read when used, as the wide cells do: a memoised item keeps its first props while it scrolls
        meta={() => table.options.meta as CardTableMeta}
        showSeries={showSeries}
        signedIn={signedIn}
        multiple={multiple}
      />
    ),
    [showSeries, signedIn, multiple],
  );
  return useMemo(
    () => ({
      renderItem,
      estimatedHeight: showSeries ? 96 : 56,
      bar: selectAll ? <SelectAllBox meta={selectAll} /> : undefined,
    }),
    [renderItem, showSeries, selectAll],
  );
}

function SelectAllBox({ meta }: { meta: CardTableMeta }) {
  return (
    <label className="card-item__select-all">
      <input
        type="checkbox"
        checked={meta.allSelected === 'all'}
        ref={(input) => {
          if (input) input.indeterminate = meta.allSelected === 'some';
        }}
        onChange={meta.onToggleAll}
      />
      Select all
    </label>
  );
}
