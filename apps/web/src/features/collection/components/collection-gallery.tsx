import { memo, useCallback, useMemo } from 'react';
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
import { VirtualTiles } from '@/components/ui/virtual-tiles/virtual-tiles';
import { CardPicture, useCardImagePair, usePicturePagesAroundRows } from '@/features/card-images';
import { CardTags } from '@/components/ui/tag';
import type { CollectionTableActions } from './collection-columns';
import { CopyActions } from './copy-actions';
import { ForTradeBadge, ForTradeToggle, isForTrade } from './for-trade';
import { SelectBox } from './select-box';

/** 200 px tiles at least, 12 px apart (--space-3), as the gallery was before it was windowed */
const MIN_TILE = 200;
const GAP = 12;
/** a 5:7 picture, about six lines of 14 px text and the action buttons; each row is measured once drawn */
const tileHeight = (width: number) => Math.round((width * 7) / 5) + 190;

/**
 * Gallery mode: one tile per copy with its primary photo (or the catalogue image, or 'No Image'). The whole
 * list scrolls in its own box, drawn a screen of rows at a time, its pictures asked for 120 cards at a time.
 */
export function CollectionGallery({
  cards,
  highlightId,
  scrollResetKey,
  ...actions
}: {
  cards: readonly UserCard[];
  highlightId?: number | null;
  /** a new value (a new search or filter) starts the gallery from the top */
  scrollResetKey?: string;
} & CollectionTableActions) {
  const { onEdit, onFavorite, onDelete, onToggleTrade, selection } = actions;
  const highlightIndex = highlightId ? cards.findIndex((card) => card.user_card_id === highlightId) : -1;
  const cardIds = useMemo(() => cards.map((card) => card.card_id), [cards]);
  const renderTile = useCallback(
    (card: UserCard) => (
      <GalleryTile
        card={card}
        onEdit={onEdit}
        onFavorite={onFavorite}
        onDelete={onDelete}
        onToggleTrade={onToggleTrade}
        selection={selection}
      />
    ),
    [onEdit, onFavorite, onDelete, onToggleTrade, selection],
  );
  const tileClassName = useCallback(
    (card: UserCard) =>
      `cc-gallery__item${card.user_card_id === highlightId ? ' cc-gallery__item--highlight' : ''}`,
    [highlightId],
  );
  const aroundRows = usePicturePagesAroundRows(cardIds);
  return (
    <VirtualTiles
      items={cards}
      label="My collection"
      className="cc-gallery"
      renderTile={renderTile}
      tileClassName={tileClassName}
      minTileWidth={MIN_TILE}
      gap={GAP}
      estimateTileHeight={tileHeight}
      highlightIndex={highlightIndex}
      scrollResetKey={scrollResetKey}
      aroundRows={aroundRows}
      drawInTransition
    />
  );
}

const GalleryTile = memo(function GalleryTile({
  card,
  onEdit,
  onFavorite,
  onDelete,
  onToggleTrade,
  selection,
}: { card: UserCard } & CollectionTableActions) {
  return (
    <>
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
    </>
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
