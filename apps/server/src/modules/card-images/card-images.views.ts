import type {
  CardImagePair,
  MyCardImageSuggestion,
  PublishedCardImage,
  QueuedCardImageSuggestion,
} from '@cardbinder/shared';
import { toIso } from '@/db/sql';
import type { CardLabelRow, PublishedRow, SuggestionListRow } from './card-images.queries';

const part = encodeURIComponent;

export const cardUrl = (card: CardLabelRow) =>
  `/sets/${card.set_year}/${part(card.set_slug)}/${part(card.series_slug)}/${part(card.card_slug)}`;

/** "2024 Topps Base #1 Mike Trout": how a notice, an audit entry and the queue name a card. */
export const cardLabelText = (card: CardLabelRow) =>
  [`${card.set_year} ${card.set_name}`, card.series_name, `#${card.card_number}`, card.player_names]
    .filter(Boolean)
    .join(' ');

export function publishedView(row: PublishedRow): PublishedCardImage {
  return {
    card_image_id: row.card_image_id,
    side: row.side,
    hash: row.image_hash,
    width: row.width,
    height: row.height,
    contributor: { username: row.username, profile_public: row.is_public_profile },
  };
}

/** { "<card id>": { front, back } } for the cards that have a published picture. */
export function publishedPairs(rows: PublishedRow[]): Record<string, CardImagePair> {
  const pairs: Record<string, CardImagePair> = {};
  for (const row of rows) {
    const pair = (pairs[String(row.card_id)] ??= { front: null, back: null });
    pair[row.side] = publishedView(row);
  }
  return pairs;
}

function publishedOf(row: SuggestionListRow): PublishedCardImage | null {
  if (row.status !== 'approved' || !row.image_hash || !row.width || !row.height) return null;
  return publishedView({ ...row, image_hash: row.image_hash, width: row.width, height: row.height });
}

export function mySuggestionView(row: SuggestionListRow): MyCardImageSuggestion {
  return {
    card_image_id: row.card_image_id,
    card_id: row.card_id,
    side: row.side,
    status: row.status,
    reason: row.reason,
    card_label: cardLabelText(row),
    card_url: cardUrl(row),
    created_at: toIso(row.created_at),
    image: publishedOf(row),
  };
}

export function queuedView(
  row: SuggestionListRow,
  current: PublishedRow | undefined,
): QueuedCardImageSuggestion {
  return {
    card_image_id: row.card_image_id,
    side: row.side,
    status: row.status,
    created_at: toIso(row.created_at),
    contributor: { user_id: row.contributor_id, username: row.username },
    card: {
      card_id: row.card_id,
      label: cardLabelText(row),
      url: cardUrl(row),
      set_name: `${row.set_year} ${row.set_name}`,
      series_name: row.series_name,
      card_number: row.card_number,
      player_names: row.player_names,
    },
    current: current && current.card_image_id !== row.card_image_id ? publishedView(current) : null,
  };
}
