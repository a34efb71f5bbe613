import { Camera } from 'lucide-react';
import type { Row, Table } from '@tanstack/react-table';
import { gradeLabel, playerNames, serialLabel, seriesLabel, usd, type UserCard } from '@cardbinder/shared';
import type { PhoneLayout } from '@/components/ui/data-table/data-table-phone';
import { CardTags } from '@/components/ui/tag';
import { chipStyle, type CollectionTableActions } from './collection-columns';
import { CopyActions } from './copy-actions';
import { ForTradeBadge, ForTradeToggle, isForTrade } from './for-trade';
import { SelectBox } from './select-box';

const PRICES = [
  ['purchase_price', 'Paid'],
  ['estimated_value', 'Est.'],
  ['current_value', 'Now'],
] as const;

/** One owned copy as a phone list item: card, players, series, location, grade, prices, and its actions. */
function CollectionListItem({ card, actions }: { card: UserCard; actions: () => CollectionTableActions }) {
  const serial = serialLabel(card);
  const grade = gradeLabel(card);
  const details = [
    card.location_name,
    grade ? `Grade ${grade}` : null,
    ...PRICES.map(([key, label]) => (card[key] === null ? null : `${label} ${usd(card[key])}`)),
  ].filter(Boolean);
  const { selection, onToggleTrade } = actions();
  return (
    <div className="cc-item">
      <div className="cc-item__main">
        <span className="cc-item__line">
          <SelectBox
            store={selection}
            id={card.user_card_id}
            label={`Select card ${card.card_number} ${card.random_code}`}
          />
          <span className="cc-item__number">{card.card_number}</span>
          <span className="cc-item__code">{card.random_code}</span>
          <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
          {serial ? <span>{`#${serial}`}</span> : null}
          {isForTrade(card) && !onToggleTrade ? <ForTradeBadge /> : null}
          {card.color_rel.color ? (
            <span className="cc-chip" style={chipStyle(card.color_rel.hex_color)}>
              {card.color_rel.color}
            </span>
          ) : null}
          {card.photo_count > 0 ? (
            <span className="cc-item__photos">
              <Camera size={12} aria-hidden="true" />
              {`${card.photo_count} ${card.photo_count === 1 ? 'photo' : 'photos'}`}
            </span>
          ) : null}
        </span>
        <span className="cc-item__players">{playerNames(card).join(', ')}</span>
        <span className="cc-item__series">{seriesLabel(card)}</span>
      </div>
      <div className="cc-item__footer">
        <span className="cc-item__details">{details.join(' · ')}</span>
        {onToggleTrade ? <ForTradeToggle card={card} onToggle={onToggleTrade} /> : null}
        <CopyActions card={card} actions={actions} iconSize={18} />
      </div>
    </div>
  );
}

const renderItem = (row: Row<UserCard>, table: Table<UserCard>) => (
  // the actions are read when used, as the wide cells do: a memoised item keeps its first props while it scrolls
  <CollectionListItem card={row.original} actions={() => table.options.meta as CollectionTableActions} />
);

/** The collection's phone layout: the same rows, filters and search, one stacked item per copy. */
export const COLLECTION_LIST_LAYOUT: PhoneLayout<UserCard> = { renderItem, estimatedHeight: 116 };
