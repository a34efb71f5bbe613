import { FAVORITE_MESSAGES, type FavoriteCard } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { conflict } from '@/lib/errors';
import { placeFavorite, removeFavorite } from '@/modules/collection';
import type { Executor } from '@/db/client';
import type { PhotoUrlSigner } from '@/modules/photos';
import * as q from './favorites.queries';

/** The favorite slots of a user as a profile shows them; the primary photo at a signed address. */
export async function favoriteCardsOf(
  db: Executor,
  photoUrls: PhotoUrlSigner,
  userId: number,
): Promise<FavoriteCard[]> {
  const rows = await q.listFavorites(db, userId);
  return rows.map(({ photo_id, photo_storage_key, photo_thumbnail_key, ...row }) => ({
    ...row,
    primary_photo:
      photo_id !== null && photo_storage_key && photo_thumbnail_key
        ? photoUrls.url(
            { id: photo_id, storageKey: photo_storage_key, thumbnailKey: photo_thumbnail_key },
            'thumb',
          )
        : null,
  }));
}

/** Manage Favorite Cards: the caller's own slots and entries only. */
export function createFavoritesService(db: Db, photoUrls: PhotoUrlSigner) {
  const list = (userId: number) => favoriteCardsOf(db, photoUrls, userId);
  return {
    async list(userId: number) {
      return { success: true as const, favorite_cards: await list(userId) };
    },

    async add(userId: number, userCardId: number, slot: number) {
      const placed = await db.transaction((tx) => placeFavorite(tx, userId, userCardId, slot));
      if (!placed) throw conflict(FAVORITE_MESSAGES.already);
      return { success: true as const, message: FAVORITE_MESSAGES.added, favorite_cards: await list(userId) };
    },

    async remove(userId: number, favoriteId: number) {
      await db.transaction((tx) => removeFavorite(tx, userId, favoriteId));
      return {
        success: true as const,
        message: FAVORITE_MESSAGES.removed,
        favorite_cards: await list(userId),
      };
    },

    async candidates(userId: number, query: { limit: number; offset: number; search?: string }) {
      const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
      const rows = await q.listCandidates(db, userId, { limit: query.limit, offset: query.offset, words });
      return {
        success: true as const,
        cards: rows.slice(0, query.limit),
        has_more: rows.length > query.limit,
      };
    },
  };
}
