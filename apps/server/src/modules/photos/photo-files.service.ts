import type { Db } from '@/db/client';
import type { FileStorage } from '@/plugins/storage';
import type { PhotoUrlSigner, PhotoVariant } from './photo-urls';
import { findPhotoById } from './photos.queries';

/** The bytes behind a signed photo address, or null (wrong, expired or stale signature, deleted photo or file). */
export function createPhotoFilesService({
  db,
  storage,
  photoUrls,
}: {
  db: Db;
  storage: FileStorage;
  photoUrls: PhotoUrlSigner;
}) {
  return {
    async open(photoId: number, variant: PhotoVariant, exp: string, sig: string) {
      const photo = await findPhotoById(db, photoId);
      if (!photo || !photoUrls.verify(photo, variant, exp, sig)) return null;
      const file = await storage.get(variant === 'thumb' ? photo.thumbnailKey : photo.storageKey);
      return file ? { ...file, contentType: variant === 'thumb' ? 'image/webp' : photo.contentType } : null;
    },
  };
}
