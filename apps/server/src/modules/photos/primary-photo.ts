import type { Executor } from '@/db/client';
import type { PhotoUrlSigner } from './photo-urls';
import { findPrimaryPhotoOfCard } from './photos.queries';

/** The signed address of the user's own primary photo of a catalogue card, or null when they have none. */
export async function primaryPhotoUrl(
  db: Executor,
  photoUrls: PhotoUrlSigner,
  userId: number,
  cardId: number,
): Promise<string | null> {
  const photo = await findPrimaryPhotoOfCard(db, userId, cardId);
  return photo ? photoUrls.url(photo, 'full') : null;
}
