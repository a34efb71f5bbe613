import {
  PACKED_CARD_TABLE_MEDIA_TYPE,
  unpackCards,
  type PackedCards,
} from '@cardbinder/shared/catalogue/packed-cards';

/** Asks GET /api/cards for the packed gzip file, JSON being the fallback of a server that does not pack. */
export const CARD_TABLE_ACCEPT = `${PACKED_CARD_TABLE_MEDIA_TYPE}, application/json;q=0.9`;

/**
 * A card table answer in the API's shape: the packed file (packages/shared packed-cards.ts) inflated and
 * unpacked here, for 10,000 cards ~0.7 MB of JSON to parse where the plain answer hands the page 7.3 MB.
 */
export async function readCardTable(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.startsWith(PACKED_CARD_TABLE_MEDIA_TYPE) || !response.body)
    return response.json();
  const text = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
  return unpackCards(JSON.parse(text) as PackedCards);
}
