import {
  PACKED_CARDS_MEDIA_TYPE,
  unpackUserCards,
  type PackedUserCards,
} from '@cardbinder/shared/collection/packed-user-cards';
import { fetchEarly } from '@/lib/early-responses';

async function readList(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.startsWith(PACKED_CARDS_MEDIA_TYPE)) return response.json();
  return unpackUserCards((await response.json()) as PackedUserCards);
}

/**
 * The dashboard's card list, asked packed (packages/shared packed-user-cards.ts) and unpacked here into the API's
 * answer: for 10,000 entries the page parses 2.8 MB of JSON, where the plain answer hands it 12 MB; the browser has
 * inflated it already (it comes gzip-encoded), off the main thread. Undefined for a failed call or a broken file, so the page asks for itself and shows
 * the usual errors.
 */
export const fetchDashboardList = (url: string, token: string): Promise<unknown> =>
  fetchEarly(url, token, `${PACKED_CARDS_MEDIA_TYPE}, application/json;q=0.9`, readList);
