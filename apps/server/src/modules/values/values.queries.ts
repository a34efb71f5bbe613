import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { ENTRY_VALUE } from './entry-value.sql';

export type CardValueRow = {
  bucket: string;
  agency: string | null;
  grading_agency: number | null;
  grade: string | null;
  value: string;
  source: 'sales' | 'estimates';
  sales_count: number;
  collector_count: number;
  first_date: string | null;
  last_date: string | null;
  monthly: { month: string; median: number; sales: number }[];
};

/**
 * A card's stored values, raw first, then by agency and grade (highest first); null when there is no such card.
 * One statement for both answers: the card's row, joined to its values when it has any.
 */
export async function valuesOfCard(db: Executor, cardId: number): Promise<CardValueRow[] | null> {
  const result = await db.execute<{ [K in keyof CardValueRow]: CardValueRow[K] | null }>(sql`
    select v.bucket, ga.abbreviation as agency, v.grading_agency, v.grade::text as grade, v.value::text as value,
           v.source, v.sales_count, v.collector_count, v.first_date::text as first_date,
           v.last_date::text as last_date, v.monthly
    from cards c
    left join card_values v on v.card_id = c.card_id
    left join grading_agencies ga on ga.grading_agency_id = v.grading_agency
    where c.card_id = ${cardId}
    order by v.bucket <> 'raw', ga.abbreviation, v.grade desc`);
  if (result.rows.length === 0) return null;
  return result.rows.filter((row): row is CardValueRow => row.bucket !== null);
}

/** The raw values of the listed cards that have one. */
export async function rawValues(db: Executor, cardIds: number[]): Promise<Map<number, number>> {
  if (cardIds.length === 0) return new Map();
  const result = await db.execute<{ card_id: number; value: string }>(sql`
    select card_id, value::text as value from card_values
    where card_id = any(${intArray(cardIds)}) and bucket = 'raw'`);
  return new Map(result.rows.map((row) => [row.card_id, Number(row.value)]));
}

export async function contributes(db: Executor, userId: number): Promise<boolean> {
  const result = await db.execute<{ contribute: boolean }>(
    sql`select contribute from value_settings where user_id = ${userId}`,
  );
  return result.rows[0]?.contribute ?? true;
}

/** Saves the setting; answers whether it changed. */
export async function saveContribute(db: Executor, userId: number, contribute: boolean): Promise<boolean> {
  const before = await contributes(db, userId);
  await db.execute(sql`
    insert into value_settings (user_id, contribute) values (${userId}, ${contribute})
    on conflict (user_id) do update set contribute = excluded.contribute, updated_at = now()`);
  return before !== contribute;
}

/**
 * The value of each of a collector's entries that has one: their own estimate, else the card's value in the
 * entry's grade bucket. One pass over the collection's index and card_values' primary key.
 */
export async function entryValues(
  db: Executor,
  userId: number,
): Promise<{ user_card_id: number; value: string; source: 'estimate' | 'card' }[]> {
  const result = await db.execute<{ user_card_id: number; value: string; source: 'estimate' | 'card' }>(sql`
    select uc.user_card_id, ${ENTRY_VALUE.value}::text as value, ${ENTRY_VALUE.source} as source
    from user_cards uc ${ENTRY_VALUE.join}
    where uc.user_id = ${userId} and ${ENTRY_VALUE.value} is not null`);
  return result.rows;
}
