import type { CardImagePair } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { listPublished } from './card-images.queries';
import { publishedPairs } from './card-images.views';

/**
 * The published pictures of these cards, read as the public images call reads them (approved rows only), for a
 * page the server draws itself: a withdrawn or rejected picture is never in it.
 */
export async function publishedCardImages(
  db: Executor,
  cardIds: number[],
): Promise<Record<string, CardImagePair>> {
  return publishedPairs(await listPublished(db, cardIds));
}
