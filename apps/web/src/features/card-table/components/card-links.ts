import { cardShortPath, type Card } from '@cardbinder/shared';

/** Card page short form /card/{seriesSlug}/{cardNumber}/{player names slug} (spec §2 Series detail). */
export const cardPath = (card: Pick<Card, 'series_slug' | 'card_number' | 'player_slug'>) =>
  cardShortPath(card.series_slug, card.card_number, card.player_slug);

export const seriesPathOfCard = (card: Pick<Card, 'set_year' | 'set_slug' | 'series_slug'>) =>
  `/sets/${card.set_year}/${encodeURIComponent(card.set_slug)}/${encodeURIComponent(card.series_slug)}`;
