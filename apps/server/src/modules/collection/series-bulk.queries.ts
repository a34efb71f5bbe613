import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cards, series, userCards } from '@/db/schema';

export async function findSeries(db: Executor, seriesId: number) {
  const result = await db.execute<SqlColumns<typeof series, 'series_id' | 'name'>>(
    sql`select series_id, name from series where series_id = ${seriesId}`,
  );
  return result.rows[0] ?? null;
}

export async function seriesCardIds(db: Executor, seriesId: number): Promise<number[]> {
  const result = await db.execute<SqlColumns<typeof cards, 'card_id'>>(sql`
    select card_id from cards where series_id = ${seriesId}
    order by sort_order nulls last, case when card_number ~ '^[0-9]{1,9}$' then card_number::int end nulls last,
             card_number`);
  return result.rows.map((row) => row.card_id);
}

/**
 * Per card of the series, the oldest "basic" copy: no grading agency, grade or certificate and no aftermarket
 * autograph (spec 2 §4). Graded, signed and annotated-by-grading copies are never removed in bulk.
 */
export async function oldestBasicCopies(db: Executor, userId: number, seriesId: number): Promise<number[]> {
  const result = await db.execute<SqlColumns<typeof userCards, 'user_card_id'>>(sql`
    select distinct on (uc.card_id) uc.user_card_id
    from user_cards uc join cards c on c.card_id = uc.card_id
    where uc.user_id = ${userId} and c.series_id = ${seriesId}
      and uc.grading_agency is null and uc.grade is null and uc.grade_id is null
      and not uc.aftermarket_autograph
    order by uc.card_id, uc.created, uc.user_card_id`);
  return result.rows.map((row) => row.user_card_id);
}
