import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { userFavoriteCards, users } from '@/db/schema';

/** Serialises favorite changes of one user, so two stars at once cannot pick the same free slot. */
export async function lockFavoritesOf(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
}

export async function findFavoriteSlot(db: Executor, userId: number, userCardId: number) {
  const [row] = await db
    .select({ favoriteId: userFavoriteCards.favoriteId, sortOrder: userFavoriteCards.sortOrder })
    .from(userFavoriteCards)
    .where(and(eq(userFavoriteCards.userId, userId), eq(userFavoriteCards.userCardId, userCardId)));
  return row;
}

/** The lowest of the slots 1..slots that holds no card, or null when every slot is taken. */
export async function firstFreeFavoriteSlot(
  db: Executor,
  userId: number,
  slots: number,
): Promise<number | null> {
  const result = await db.execute<{ slot: number }>(sql`
    select slot from generate_series(1, ${slots}::int) as slot
    where not exists (select 1 from ${userFavoriteCards} f where f.user_id = ${userId} and f.sort_order = slot)
    order by slot limit 1`);
  return result.rows[0]?.slot ?? null;
}

export async function insertFavorite(db: Executor, userId: number, userCardId: number, sortOrder: number) {
  await db.insert(userFavoriteCards).values({ userId, userCardId, sortOrder });
}

export async function deleteFavoriteOfCard(db: Executor, userId: number, userCardId: number) {
  await db
    .delete(userFavoriteCards)
    .where(and(eq(userFavoriteCards.userId, userId), eq(userFavoriteCards.userCardId, userCardId)));
}

export async function ownsEntry(db: Executor, userId: number, userCardId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from user_cards where user_card_id = ${userCardId} and user_id = ${userId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function isSlotTaken(db: Executor, userId: number, sortOrder: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from user_favorite_cards where user_id = ${userId} and sort_order = ${sortOrder}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function deleteFavoriteById(db: Executor, userId: number, favoriteId: number): Promise<boolean> {
  const result = await db.execute(
    sql`delete from user_favorite_cards where favorite_id = ${favoriteId} and user_id = ${userId}`,
  );
  return (result.rowCount ?? 0) > 0;
}
