import { cardShortPath, PRODUCT_NAME, type CardDetail } from '@cardbinder/shared';
import type { CardRoute } from '../api/use-card-detail';

const part = encodeURIComponent;

interface CardAddress {
  set_year: number;
  set_slug: string;
  series_slug: string;
  card_slug: string;
  card_number: string;
  player_slug: string;
}

export const shortCardPath = (card: Pick<CardAddress, 'series_slug' | 'card_number' | 'player_slug'>) =>
  cardShortPath(card.series_slug, card.card_number, card.player_slug);

export const longCardPath = (card: Omit<CardAddress, 'card_number' | 'player_slug'>) =>
  `/sets/${card.set_year}/${part(card.set_slug)}/${part(card.series_slug)}/${part(card.card_slug)}`;

/** Links between cards keep the form of the address the visitor came in by. */
export const cardPathLike = (kind: CardRoute['kind'], card: CardAddress) =>
  kind === 'short' ? shortCardPath(card) : longCardPath(card);

/** The route (as the card page reads it from its address) of `cardPathLike`'s address. */
export const cardRouteLike = (kind: CardRoute['kind'], card: CardAddress): CardRoute =>
  kind === 'short'
    ? {
        kind,
        seriesSlug: card.series_slug,
        cardNumber: card.card_number,
        playerSlug: card.player_slug || '-',
      }
    : {
        kind,
        year: card.set_year,
        setSlug: card.set_slug,
        seriesSlug: card.series_slug,
        cardSlug: card.card_slug,
      };

export const seriesPathOf = (card: Pick<CardAddress, 'set_year' | 'set_slug' | 'series_slug'>) =>
  `/sets/${card.set_year}/${part(card.set_slug)}/${part(card.series_slug)}`;

/** Set name, players and number: what a collector would type into a marketplace search. */
export function marketplaceQuery(
  card: Pick<CardDetail, 'set_year' | 'set_name' | 'player_names' | 'card_number'>,
) {
  return [`${card.set_year} ${card.set_name}`, card.player_names, `#${card.card_number}`]
    .filter((piece) => piece.trim())
    .join(' ');
}

export const marketplaceLinks = (query: string) => [
  { name: 'eBay', href: `https://www.ebay.com/sch/i.html?_nkw=${part(query)}` },
  { name: 'COMC', href: `https://www.comc.com/Cards,=${part(query)}` },
];

export const SHARE_HASHTAGS = ['SportCards', 'CardCollector', PRODUCT_NAME] as const;

export function shareText(card: Pick<CardDetail, 'set_year' | 'set_name' | 'player_names' | 'card_number'>) {
  return `Check out ${marketplaceQuery(card)} on ${PRODUCT_NAME}`;
}

/** Share addresses toward social sites; the hashtags travel with the text. */
export function shareLinks(text: string, url: string) {
  const tagged = `${text} ${SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ')}`;
  return [
    {
      name: 'X',
      href: `https://twitter.com/intent/tweet?text=${part(text)}&url=${part(url)}&hashtags=${part(SHARE_HASHTAGS.join(','))}`,
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${part(url)}&quote=${part(tagged)}`,
    },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${part(url)}&title=${part(tagged)}` },
  ];
}
