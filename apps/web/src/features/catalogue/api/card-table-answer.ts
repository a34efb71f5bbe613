import {
  PACKED_CARD_TABLE_MEDIA_TYPE,
  PACKED_PLAYER_DETAIL_MEDIA_TYPE,
  unpackCards,
  type PackedCards,
} from '@cardbinder/shared/catalogue/packed-cards';

/** Asks GET /api/cards for the packed table, JSON being the fallback of a server that does not pack. */
export const CARD_TABLE_ACCEPT = `${PACKED_CARD_TABLE_MEDIA_TYPE}, application/json;q=0.9`;

/**
 * A card table answer in the API's shape: the packed table (packages/shared packed-cards.ts) unpacked here, for
 * 10,000 cards ~1 MB of JSON to parse where the plain answer hands the page 7.3 MB. The browser has already
 * inflated it (it came gzip-encoded): inflating it in the page took a third of a second of a phone's main thread.
 */
export async function readCardTable(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.startsWith(PACKED_CARD_TABLE_MEDIA_TYPE)) return response.json();
  return unpackCards((await response.json()) as PackedCards);
}

/** Asks a player page for its cards packed, JSON being the fallback of a server that does not pack. */
export const PLAYER_DETAIL_ACCEPT = `${PACKED_PLAYER_DETAIL_MEDIA_TYPE}, application/json;q=0.9`;

/** A player page answer in the API's shape, its packed `cards` unpacked. */
export async function readPlayerDetail(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.startsWith(PACKED_PLAYER_DETAIL_MEDIA_TYPE))
    return response.json();
  const { cards, ...detail } = (await response.json()) as { cards: PackedCards };
  return { ...detail, ...unpackCards(cards) };
}
