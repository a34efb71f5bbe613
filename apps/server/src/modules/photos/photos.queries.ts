import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { userCardPhotos, userCards } from '@/db/schema';

const photoColumns = {
  id: userCardPhotos.userCardPhotoId,
  userCardId: userCardPhotos.userCardId,
  storageKey: userCardPhotos.storageKey,
  thumbnailKey: userCardPhotos.thumbnailKey,
  contentType: userCardPhotos.contentType,
  sortOrder: userCardPhotos.sortOrder,
};
export type PhotoRow = {
  id: number;
  userCardId: number;
  storageKey: string;
  thumbnailKey: string;
  contentType: string;
  sortOrder: number;
};

/** Whether the entry is the user's, and how many photos it has. */
export async function photoCount(db: Executor, userId: number, userCardId: number): Promise<number | null> {
  const result = await db.execute<{ count: number }>(sql`
    select (select count(*)::int from user_card_photos p where p.user_card_id = uc.user_card_id) as count
    from user_cards uc where uc.user_card_id = ${userCardId} and uc.user_id = ${userId}`);
  return result.rows[0]?.count ?? null;
}

/** Same, locking the entry so concurrent uploads to one card queue up and the limit holds. */
export async function lockPhotoCount(db: Executor, userId: number, userCardId: number) {
  const locked = await db.execute(
    sql`select 1 from user_cards where user_card_id = ${userCardId} and user_id = ${userId} for update`,
  );
  if (locked.rows.length === 0) return null;
  return photoCount(db, userId, userCardId);
}

export function listPhotos(db: Executor, userCardId: number): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(userCardPhotos)
    .where(eq(userCardPhotos.userCardId, userCardId))
    .orderBy(asc(userCardPhotos.sortOrder), asc(userCardPhotos.userCardPhotoId));
}

export async function insertPhotos(
  db: Executor,
  rows: (typeof userCardPhotos.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(userCardPhotos).values(rows);
}

/** A photo of one of the user's entries (another user's photo is simply not found). */
export async function findOwnPhoto(db: Executor, userId: number, userCardId: number, photoId: number) {
  const [row] = await db
    .select(photoColumns)
    .from(userCardPhotos)
    .innerJoin(userCards, eq(userCards.userCardId, userCardPhotos.userCardId))
    .where(
      and(
        eq(userCardPhotos.userCardPhotoId, photoId),
        eq(userCardPhotos.userCardId, userCardId),
        eq(userCards.userId, userId),
      ),
    );
  return row ?? null;
}

export async function findPhotoById(db: Executor, photoId: number): Promise<PhotoRow | null> {
  const [row] = await db
    .select(photoColumns)
    .from(userCardPhotos)
    .where(eq(userCardPhotos.userCardPhotoId, photoId));
  return row ?? null;
}

export async function replacePhotoFile(
  db: Executor,
  photoId: number,
  file: {
    storageKey: string;
    thumbnailKey: string;
    contentType: string;
    fileSize: number;
    width: number;
    height: number;
  },
): Promise<void> {
  await db.update(userCardPhotos).set(file).where(eq(userCardPhotos.userCardPhotoId, photoId));
}

export async function deletePhoto(db: Executor, photoId: number): Promise<void> {
  await db.delete(userCardPhotos).where(eq(userCardPhotos.userCardPhotoId, photoId));
}

/** Writes the given order as 1..n (the first is the primary photo). */
export async function setPhotoOrder(db: Executor, orderedIds: number[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(userCardPhotos)
      .set({ sortOrder: index + 1 })
      .where(eq(userCardPhotos.userCardPhotoId, id));
  }
}
