import { Link } from 'react-router';
import { cardImageAlt, type CardImageAltSource } from '@cardbinder/shared';
import { useCardImages } from '../api/use-card-images';
import { CardPicture } from './card-picture';
import '../card-images.css';

export interface GridCard extends CardImageAltSource {
  card_id: number;
}

export interface CardImageGridProps<C extends GridCard> {
  cards: readonly C[];
  hrefOf: (card: C) => string;
  /** the first rows show at once; the rest load as they scroll near */
  eagerCount?: number;
}

/** A series' (or any list's) cards as a grid of their front pictures, each linking to its card page. */
export function CardImageGrid<C extends GridCard>({ cards, hrefOf, eagerCount = 6 }: CardImageGridProps<C>) {
  const images = useCardImages(cards.map((card) => card.card_id));
  return (
    <ul className="card-image-grid" aria-label="Cards as pictures">
      {cards.map((card, index) => {
        const image = images.data?.[String(card.card_id)]?.front ?? null;
        return (
          <li key={card.card_id} className="card-image-grid__item">
            <Link to={hrefOf(card)}>
              <span className="card-image-grid__box">
                {image ? (
                  <CardPicture
                    image={image}
                    alt={cardImageAlt(card, 'front')}
                    size="thumb"
                    sizes="(max-width: 480px) 30vw, 140px"
                    eager={index < eagerCount}
                  />
                ) : (
                  <span className="card-image-grid__none">No Image</span>
                )}
              </span>
              <span>{`#${card.card_number} ${card.player_names}`}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
