import { memo, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_GRID_SIZES, cardImageAlt, type CardImageAltSource } from '@cardbinder/shared';
import { VirtualTiles } from '@/components/ui/virtual-tiles/virtual-tiles';
import { useCardImages } from '../api/use-card-images';
import {
  CARD_IMAGE_PAGE,
  useCardImagePair,
  useCardImagesPending,
  usePicturePagesAroundRows,
} from './card-images-provider';
import { CardPicture } from './card-picture';
import '../card-images.css';

export interface GridCard extends CardImageAltSource {
  card_id: number;
}

export interface CardImageGridProps<C extends GridCard> {
  cards: readonly C[];
  hrefOf: (card: C) => string;
  /** the first pictures load at once; the rest as they are drawn */
  eagerCount?: number;
}

/** 110 px tiles at least (three across a phone), 12 px apart, as the grid was before it was windowed */
const MIN_TILE = 110;
const GAP = 12;
/** a 5:7 picture and two lines of 12 px text under it */
const tileHeight = (width: number) => (width * 7) / 5 + 4 + 2 * 18;

/**
 * A series' (or any list's) cards as a grid of their front pictures, each linking to its card page. Only the rows
 * on screen are drawn, and their pictures asked for a page of cards at a time: an 887-card series draws a screen.
 */
export function CardImageGrid<C extends GridCard>({ cards, hrefOf, eagerCount = 6 }: CardImageGridProps<C>) {
  const cardIds = useMemo(() => cards.map((card) => card.card_id), [cards]);
  // the first page's pictures are asked for at once, even while the grid is not laid out (the app drawn hidden
  // behind the server's first screen, which waits for --ready: then the pictures are there when it shows)
  const firstPage = useCardImages(useMemo(() => cardIds.slice(0, CARD_IMAGE_PAGE), [cardIds]));
  const ready = !firstPage.isPending || firstPage.fetchStatus === 'idle';
  const renderTile = useCallback(
    (card: C, index: number) => <GridTile card={card} href={hrefOf(card)} eager={index < eagerCount} />,
    // hrefOf is a function of the card alone: a new one each render of the page draws nothing new
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [eagerCount],
  );
  const aroundRows = usePicturePagesAroundRows(cardIds);
  return (
    <VirtualTiles
      items={cards}
      label="Cards as pictures"
      className={ready ? 'card-image-grid card-image-grid--ready' : 'card-image-grid'}
      tileClassName={tileClass}
      renderTile={renderTile}
      minTileWidth={MIN_TILE}
      gap={GAP}
      estimateTileHeight={tileHeight}
      aroundRows={aroundRows}
    />
  );
}

const tileClass = () => 'card-image-grid__item';

const GridTile = memo(function GridTile({
  card,
  href,
  eager,
}: {
  card: GridCard;
  href: string;
  eager: boolean;
}) {
  const image = useCardImagePair(card.card_id)?.front ?? null;
  // 'No Image' only once the card's pictures are known: the server's first screen waits for it or a picture
  const pending = useCardImagesPending();
  return (
    <Link to={href}>
      <span className="card-image-grid__box">
        {image ? (
          <CardPicture
            image={image}
            alt={cardImageAlt(card, 'front')}
            size="thumb"
            sizes={CARD_IMAGE_GRID_SIZES}
            eager={eager}
          />
        ) : pending ? null : (
          <span className="card-image-grid__none">No Image</span>
        )}
      </span>
      <span className="card-image-grid__label">{`#${card.card_number} ${card.player_names}`}</span>
    </Link>
  );
});
