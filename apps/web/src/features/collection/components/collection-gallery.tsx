import { memo, useState } from 'react';
import {
  cardImageAlt,
  gradeLabel,
  playerNames,
  collectionRelativeDate,
  serialLabel,
  seriesLabel,
  usd,
  type UserCard,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { CardImagesProvider, CardPicture, useCardImagePair } from '@/features/card-images';
import { CardTags } from '@/components/ui/tag';
import type { CollectionTableActions } from './collection-columns';
import { CopyActions } from './copy-actions';
import { ForTradeBadge, ForTradeToggle, isForTrade } from './for-trade';
import { SelectBox } from './select-box';

/** Tiles are heavier than table rows, so the gallery grows a page at a time. */
const PAGE = 120;

/** The cards shown, in pages of PAGE: each page asks for its own pictures, once. */
function pagesOf<T>(items: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += PAGE) pages.push(items.slice(start, start + PAGE));
  return pages;
}

/** Gallery mode: one tile per copy with its primary photo (or the catalogue image, or 'No Image'). */
export function CollectionGallery({
  cards,
  highlightId,
  ...actions
}: { cards: readonly UserCard[]; highlightId?: number | null } & CollectionTableActions) {
  const [shown, setShown] = useState(PAGE);
  const highlightAt = highlightId ? cards.findIndex((card) => card.user_card_id === highlightId) : -1;
  const visible = cards.slice(0, Math.max(shown, highlightAt + 1));
  return (
    <>
      <ul className="cc-gallery" aria-label="My collection">
        {pagesOf(visible).map((page, index) => (
          // "Show more" adds a page with its own picture request; the pages already shown keep their pictures
          // and their memoised tiles do not draw again
          <CardImagesProvider key={index} cardIds={page.map((card) => card.card_id)}>
            {page.map((card) => (
              <GalleryTile
                key={card.user_card_id}
                card={card}
                highlighted={card.user_card_id === highlightId}
                onEdit={actions.onEdit}
                onFavorite={actions.onFavorite}
                onDelete={actions.onDelete}
                onToggleTrade={actions.onToggleTrade}
                selection={actions.selection}
              />
            ))}
          </CardImagesProvider>
        ))}
      </ul>
      {visible.length < cards.length ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          Show more
        </Button>
      ) : null}
    </>
  );
}

const GalleryTile = memo(function GalleryTile({
  card,
  highlighted,
  onEdit,
  onFavorite,
  onDelete,
  onToggleTrade,
  selection,
}: { card: UserCard; highlighted: boolean } & CollectionTableActions) {
  return (
    <li className={`cc-gallery__item${highlighted ? ' cc-gallery__item--highlight' : ''}`}>
      <GalleryPicture card={card} />
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
          {[serialLabel(card), gradeLabel(card), usd(card.current_value ?? card.estimated_value)]
            .filter(Boolean)
            .join(' · ')}
        </div>
        <div className="muted">Added {collectionRelativeDate(card.date_added)}</div>
      </div>
      <div className="cc-gallery__actions">
        {onToggleTrade ? <ForTradeToggle card={card} onToggle={onToggleTrade} /> : null}
        <CopyActions card={card} actions={() => ({ onEdit, onFavorite, onDelete })} iconSize={16} />
      </div>
    </li>
  );
});

/** The copy's own primary photo, else the card's catalogue picture, else the series' sample, else 'No Image'. */
function GalleryPicture({ card }: { card: UserCard }) {
  const pair = useCardImagePair(card.card_id);
  if (card.primary_photo_url)
    return (
      <img
        src={card.primary_photo_url}
        alt={`Card ${card.card_number}`}
        className="cc-gallery__img"
        loading="lazy"
      />
    );
  if (pair?.front)
    return (
      <CardPicture
        image={pair.front}
        alt={cardImageAlt(
          {
            set_year: card.set_year,
            set_name: card.set_name,
            series_name: card.series_rel.name,
            card_number: card.card_number,
            player_names: playerNames(card).join(', '),
          },
          'front',
        )}
        size="thumb"
        sizes="(max-width: 480px) 45vw, 200px"
        className="cc-gallery__img"
      />
    );
  if (card.front_image_url)
    return (
      <img
        src={card.front_image_url}
        alt={`Card ${card.card_number}`}
        className="cc-gallery__img"
        loading="lazy"
      />
    );
  return <div className="cc-gallery__img cc-gallery__img--empty">No Image</div>;
}
