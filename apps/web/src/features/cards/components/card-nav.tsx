import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CardDetail } from '@cardbinder/shared';
import type { CardRoute } from '../api/use-card-detail';
import { cardPathLike } from '../lib/card-page-links';

type Neighbour = NonNullable<CardDetail['prev_card']>;

export interface CardNavProps {
  card: CardDetail;
  kind: CardRoute['kind'];
}

/** Previous and next card of the series, in the series' own order. */
export function CardNav({ card, kind }: CardNavProps) {
  const to = (neighbour: Neighbour) =>
    cardPathLike(kind, {
      ...neighbour,
      set_year: card.set_year,
      set_slug: card.set_slug,
      series_slug: card.series_slug,
    });
  const label = (neighbour: Neighbour) => `#${neighbour.card_number} ${neighbour.player_names}`.trim();
  return (
    <nav className="card-nav" aria-label="Cards in this series">
      {card.prev_card ? (
        <Link className="card-nav__link" to={to(card.prev_card)} rel="prev">
          <ChevronLeft size={18} aria-hidden="true" />
          <span className="card-nav__text">
            <span className="card-nav__dir">
              Previous<span className="visually-hidden"> card: </span>
            </span>
            <span className="card-nav__name">{label(card.prev_card)}</span>
          </span>
        </Link>
      ) : (
        <span className="card-nav__link card-nav__link--none" aria-hidden="true" />
      )}
      {card.next_card ? (
        <Link className="card-nav__link card-nav__link--next" to={to(card.next_card)} rel="next">
          <span className="card-nav__text">
            <span className="card-nav__dir">
              Next<span className="visually-hidden"> card: </span>
            </span>
            <span className="card-nav__name">{label(card.next_card)}</span>
          </span>
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : (
        <span className="card-nav__link card-nav__link--none" aria-hidden="true" />
      )}
    </nav>
  );
}
