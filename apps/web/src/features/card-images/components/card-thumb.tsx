import type { CardImageAltSource, CardImagePair } from '@cardbinder/shared';
import { cardImageAlt } from '@cardbinder/shared';
import { CardPicture } from './card-picture';

export interface CardThumbProps {
  card: CardImageAltSource;
  pair: CardImagePair | undefined;
  /** the box's width in CSS px; the height follows a card's 5:7 */
  width?: number;
}

/**
 * A small picture of the card's front for tables, lists and the search dropdown; an empty box of the same size
 * when it has none, so rows line up and nothing shifts when pictures arrive.
 */
export function CardThumb({ card, pair, width = 36 }: CardThumbProps) {
  const image = pair?.front ?? null;
  return (
    <span className="card-thumb" style={{ width, height: Math.round((width * 7) / 5) }}>
      {image ? (
        <CardPicture
          image={image}
          alt={cardImageAlt(card, 'front')}
          size="thumb"
          sizes={`${width}px`}
          className="card-thumb__img"
        />
      ) : null}
    </span>
  );
}
