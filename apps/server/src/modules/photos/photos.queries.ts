import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { pgArray } from '@/db/sql';
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

/**
 * Locks the entry's row for the rest of the transaction. Every write to an entry's photos takes this lock
 * first, so uploads, reorders, replacements and deletes of one card queue up instead of locking photo rows
 * in different orders (which deadlocked) or renumbering from a stale list (which left gaps).
 */
export async function lockEntry(db: Executor, userId: number, userCardId: number): Promise<boolean> {
  const locked = await db.execute(
    sql`select 1 from user_cards where user_card_id = ${userCardId} and user_id = ${userId} for update`,
  );
  return locked.rows.length > 0;
}

/** The photo count under the entry's lock, so concurrent uploads to one card queue up and the limit holds. */
export async function lockPhotoCount(db: Executor, userId: number, userCardId: number) {
  if (!(await lockEntry(db, userId, userCardId))) return null;
  return photoCount(db, userId, userCardId);
}

export function listPhotos(db: Executor, userCardId: number): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(userCardPhotos)
    .where(eq(userCardPhotos.userCardId, userCardId))
    .orderBy(asc(userCardPhotos.sortOrder), asc(userCardPhotos.userCardPhotoId));
}

/**
 * The user's primary photo of a catalogue card: the first photo of their oldest copy that has photos
 * (only the user's own copies are read, so another collector's photos never come back).
 */
export async function findPrimaryPhotoOfCard(db: Executor, userId: number, cardId: number) {
  const [row] = await db
    .select(photoColumns)
    .from(userCardPhotos)
    .innerJoin(userCards, eq(userCards.userCardId, userCardPhotos.userCardId))
    .where(and(eq(userCards.userId, userId), eq(userCards.cardId, cardId)))
    .orderBy(asc(userCards.userCardId), asc(userCardPhotos.sortOrder), asc(userCardPhotos.userCardPhotoId))
    .limit(1);
  return row ?? null;
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

/** Writes the given order as 1..n (the first is the primary photo), in one statement. */
export async function setPhotoOrder(db: Executor, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update user_card_photos p set sort_order = o.position
    from unnest(${pgArray(orderedIds)}::int[]) with ordinality as o(photo_id, position)
    where p.user_card_photo_id = o.photo_id and p.sort_order is distinct from o.position`);
}

/** Closes the gaps an insert or delete left: the entry's photos numbered 1..n in their current order. */
export async function renumberPhotos(db: Executor, userCardId: number): Promise<void> {
  await db.execute(sql`
    update user_card_photos p set sort_order = r.position
    from (select user_card_photo_id, row_number() over (order by sort_order, user_card_photo_id) as position
          from user_card_photos where user_card_id = ${userCardId}) r
    where p.user_card_photo_id = r.user_card_photo_id and p.sort_order <> r.position`);
}
