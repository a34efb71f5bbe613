import { useState } from 'react';
import { Pencil, Star, Trash2 } from 'lucide-react';
import {
  gradeLabel,
  playerNames,
  collectionRelativeDate,
  serialLabel,
  seriesLabel,
  usd,
  type UserCard,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { CardTags } from '@/components/ui/tag';
import type { CollectionTableActions } from './collection-columns';
import { ForTradeBadge, ForTradeToggle, isForTrade } from './for-trade';
import { SelectBox } from './select-box';

/** Tiles are heavier than table rows, so the gallery grows a page at a time. */
const PAGE = 120;

/** Gallery mode: one tile per copy with its primary photo (or the catalogue image, or 'No Image'). */
export function CollectionGallery({
  cards,
  highlightId,
  onEdit,
  onFavorite,
  onDelete,
  onToggleTrade,
  selection,
}: { cards: readonly UserCard[]; highlightId?: number | null } & CollectionTableActions) {
  const [shown, setShown] = useState(PAGE);
  const highlightAt = highlightId ? cards.findIndex((card) => card.user_card_id === highlightId) : -1;
  const visible = cards.slice(0, Math.max(shown, highlightAt + 1));
  return (
    <>
      <ul className="cc-gallery" aria-label="My collection">
        {visible.map((card) => {
          const image = card.primary_photo_url ?? card.front_image_url;
          return (
            <li
              key={card.user_card_id}
              className={`cc-gallery__item${card.user_card_id === highlightId ? ' cc-gallery__item--highlight' : ''}`}
            >
              {image ? (
                <img
                  src={image}
                  alt={`Card ${card.card_number}`}
                  className="cc-gallery__img"
                  loading="lazy"
                />
              ) : (
                <div className="cc-gallery__img cc-gallery__img--empty">No Image</div>
              )}
              <div className="cc-gallery__body">
                <SelectBox
                  store={selection}
                  id={card.user_card_id}
                  label={`Select card ${card.card_number} ${card.random_code}`}
                />{' '}
                <strong>#{card.card_number}</strong> {playerNames(card).join(', ')}
                {isForTrade(card) && !onToggleTrade ? (
                  <div>
                    <ForTradeBadge />
                  </div>
                ) : null}
                <div className="muted">{seriesLabel(card)}</div>
                <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
                <div className="muted">
                  {[serialLabel(card), gradeLabel(card), usd(card.estimated_value)]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                <div className="muted">Added {collectionRelativeDate(card.date_added)}</div>
              </div>
              <div className="cc-gallery__actions">
                {onToggleTrade ? <ForTradeToggle card={card} onToggle={onToggleTrade} /> : null}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Edit card ${card.card_number}`}
                  onClick={() => onEdit(card)}
                >
                  <Pencil size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`icon-button cc-fave${card.is_special ? ' cc-fave--on' : ''}`}
                  aria-label={card.is_special ? 'Remove from favorites' : 'Add to favorites'}
                  aria-pressed={card.is_special}
                  onClick={() => onFavorite(card)}
                >
                  <Star size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button cc-danger"
                  aria-label={`Delete card ${card.card_number}`}
                  onClick={() => onDelete(card)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {visible.length < cards.length ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          Show more
        </Button>
      ) : null}
    </>
  );
}
