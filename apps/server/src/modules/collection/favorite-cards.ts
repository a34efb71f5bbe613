import { COLLECTION_MESSAGES, FAVORITE_MESSAGES, FAVORITE_SLOTS } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import * as q from './favorite-cards.queries';

/**
 * Puts one of the user's entries into a favorite slot: the one asked for (which must be free), else the lowest
 * free of the five. Answers false when the entry already holds a slot. Both the star and the profile's Manage
 * Favorite Cards go through here; user_cards.is_special follows by trigger.
 */
export async function placeFavorite(
  tx: Executor,
  userId: number,
  userCardId: number,
  slot?: number,
): Promise<boolean> {
  await q.lockFavoritesOf(tx, userId);
  if (!(await q.ownsEntry(tx, userId, userCardId))) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
  if (await q.findFavoriteSlot(tx, userId, userCardId)) return false;
  const target = slot ?? (await q.firstFreeFavoriteSlot(tx, userId, FAVORITE_SLOTS));
  if (target === null) throw badRequest(COLLECTION_MESSAGES.favoritesFull);
  if (slot !== undefined && (await q.isSlotTaken(tx, userId, slot)))
    throw conflict(FAVORITE_MESSAGES.slotTaken);
  await q.insertFavorite(tx, userId, userCardId, target);
  return true;
}

/** The star on a card: on takes the lowest free slot, off frees its slot. Idempotent both ways. */
export async function setFavorite(tx: Executor, userId: number, userCardId: number, favorite: boolean) {
  if (favorite) {
    await placeFavorite(tx, userId, userCardId);
    return;
  }
  await q.lockFavoritesOf(tx, userId);
  await q.deleteFavoriteOfCard(tx, userId, userCardId);
}

/** Frees a slot by its favorite id; another user's id is not found. */
export async function removeFavorite(tx: Executor, userId: number, favoriteId: number): Promise<void> {
  await q.lockFavoritesOf(tx, userId);
  if (!(await q.deleteFavoriteById(tx, userId, favoriteId))) throw notFound(FAVORITE_MESSAGES.notFound);
}
