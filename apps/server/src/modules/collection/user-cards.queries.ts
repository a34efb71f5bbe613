import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RANDOM_CODE } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cards, series } from '@/db/schema';
import { gradingAgencies, userCardPhotos, userCards, userLocations } from '@/db/schema';
import { intArray } from '@/db/sql';

export type NewUserCard = Omit<typeof userCards.$inferInsert, 'userId' | 'randomCode'> & {
  randomCode?: string | null;
};

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < RANDOM_CODE.length; i += 1)
    code += RANDOM_CODE.alphabet[randomInt(RANDOM_CODE.alphabet.length)];
  return code;
}

/** Catalogue cards by id with the print run a serial number is checked against (card's own, else the series'). */
export async function findCatalogueCards(db: Executor, cardIds: number[]) {
  const result = await db.execute<
    SqlColumns<typeof cards, 'card_id' | 'series_id'> & { print_run: number | null }
  >(sql`
    select c.card_id, coalesce(c.print_run, s.max_print_run) as print_run, c.series_id
    from cards c join series s on s.series_id = c.series_id
    where c.card_id = any(${intArray(cardIds)})`);
  return result.rows;
}

export async function locationBelongsTo(db: Executor, userId: number, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userLocations.userLocationId })
    .from(userLocations)
    .where(and(eq(userLocations.userLocationId, locationId), eq(userLocations.userId, userId)));
  return rows.length > 0;
}

export async function agencyExists(db: Executor, agencyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: gradingAgencies.gradingAgencyId })
    .from(gradingAgencies)
    .where(eq(gradingAgencies.gradingAgencyId, agencyId));
  return rows.length > 0;
}

const CHUNK = 1000;
/** Advisory lock class (two-key form, the user's id second) of the writes that draw a user's random codes. */
const CODE_DRAW_LOCK = 7302;

/**
 * Inserts collection entries and returns their ids in input order. Generated codes that collide with one the
 * user already has (or one a concurrent request just took) are skipped by ON CONFLICT and drawn again,
 * so concurrent adds never fail or lose an entry. A code chosen by the user is inserted as is (may raise 23505).
 * Inside a transaction, one user's adds take turns (a transaction-level advisory lock): two bulk adds drawing
 * thousands of codes each from 923,521 would otherwise wait on each other's codes in opposite orders (deadlock).
 */
export async function insertUserCards(db: Executor, userId: number, rows: NewUserCard[]): Promise<number[]> {
  if (rows.length > 1) await db.execute(sql`select pg_advisory_xact_lock(${CODE_DRAW_LOCK}, ${userId})`);
  const ids = new Array<number>(rows.length);
  let pending: { row: NewUserCard; index: number }[] = [];
  for (const [index, row] of rows.entries()) {
    if (!row.randomCode) {
      pending.push({ row, index });
      continue;
    }
    const [inserted] = await db
      .insert(userCards)
      .values({ ...row, userId, randomCode: row.randomCode })
      .returning({ id: userCards.userCardId });
    ids[index] = inserted!.id;
  }
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 20) throw new Error('could not find free random codes');
    const retry: typeof pending = [];
    for (let start = 0; start < pending.length; start += CHUNK) {
      const chunk = pending.slice(start, start + CHUNK);
      const used = new Set<string>();
      const values = chunk.map(({ row }) => {
        let code = randomCode();
        while (used.has(code)) code = randomCode();
        used.add(code);
        return { ...row, userId, randomCode: code };
      });
      const inserted = await db
        .insert(userCards)
        .values(values)
        .onConflictDoNothing({ target: [userCards.userId, userCards.randomCode] })
        .returning({ id: userCards.userCardId, code: userCards.randomCode });
      const byCode = new Map(inserted.map((row) => [row.code, row.id]));
      chunk.forEach((item, i) => {
        const id = byCode.get(values[i]!.randomCode);
        if (id === undefined) retry.push(item);
        else ids[item.index] = id;
      });
    }
    pending = retry;
  }
  return ids;
}

/** The entry an add with this idempotency key made, if one did. */
export async function findByClientKey(db: Executor, userId: number, clientKey: string) {
  const [row] = await db
    .select({ id: userCards.userCardId })
    .from(userCards)
    .where(and(eq(userCards.userId, userId), eq(userCards.clientKey, clientKey)));
  return row?.id;
}

export async function findUserCard(db: Executor, userId: number, userCardId: number) {
  const result = await db.execute<
    SqlColumns<typeof userCards, 'user_card_id' | 'card_id'> & {
      grading_agency: number | null;
      print_run: number | null;
    }
  >(sql`
    select uc.user_card_id, uc.card_id, uc.grading_agency, coalesce(c.print_run, s.max_print_run) as print_run
    from user_cards uc join cards c on c.card_id = uc.card_id join series s on s.series_id = c.series_id
    where uc.user_card_id = ${userCardId} and uc.user_id = ${userId}`);
  return result.rows[0] ?? null;
}

export async function updateUserCard(
  db: Executor,
  userId: number,
  userCardId: number,
  patch: Partial<typeof userCards.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(userCards)
    .set(patch)
    .where(and(eq(userCards.userCardId, userCardId), eq(userCards.userId, userId)))
    .returning({ id: userCards.userCardId });
  return rows.length > 0;
}

/** Deletes the user's entries; answers the stored photo files they had, for removal from storage. */
export async function deleteUserCards(db: Executor, userId: number, userCardIds: number[]) {
  if (userCardIds.length === 0)
    return { deleted: [] as number[], cardIds: [] as number[], files: [] as string[] };
  const photos = await db
    .select({ storageKey: userCardPhotos.storageKey, thumbnailKey: userCardPhotos.thumbnailKey })
    .from(userCardPhotos)
    .innerJoin(userCards, eq(userCards.userCardId, userCardPhotos.userCardId))
    .where(and(eq(userCards.userId, userId), inArray(userCards.userCardId, userCardIds)));
  const deleted = await db
    .delete(userCards)
    .where(and(eq(userCards.userId, userId), inArray(userCards.userCardId, userCardIds)))
    .returning({ id: userCards.userCardId, cardId: userCards.cardId });
  return {
    deleted: deleted.map((row) => row.id),
    cardIds: [...new Set(deleted.map((row) => row.cardId))],
    files: photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]),
  };
}

/** How many copies of each card the user owns (card tables' OWN column). */
export async function ownedCounts(
  db: Executor,
  userId: number,
  by: { cardIds?: number[]; seriesId?: number },
) {
  const scope = by.seriesId
    ? sql`uc.card_id in (select card_id from cards where series_id = ${by.seriesId})`
    : sql`uc.card_id = any(${intArray(by.cardIds ?? [])})`;
  const result = await db.execute<SqlColumns<typeof userCards, 'card_id'> & { count: number }>(sql`
    select uc.card_id, count(*)::int as count from user_cards uc
    where uc.user_id = ${userId} and ${scope} group by uc.card_id`);
  return result.rows;
}

/** Owned distinct cards against the series' checklist size, for the completion percent. */
export async function seriesCompletion(db: Executor, userId: number, seriesIds: number[]) {
  const result = await db.execute<
    SqlColumns<typeof series, 'series_id'> & { owned_cards: number; total_cards: number }
  >(sql`
    select s.series_id,
           (select count(distinct uc.card_id)::int from user_cards uc join cards c on c.card_id = uc.card_id
             where uc.user_id = ${userId} and c.series_id = s.series_id) as owned_cards,
           greatest(s.card_count, (select count(*)::int from cards c where c.series_id = s.series_id)) as total_cards
    from series s where s.series_id = any(${intArray(seriesIds)})`);
  return result.rows;
}
