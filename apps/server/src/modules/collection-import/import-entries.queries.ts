import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { textArray } from '@/db/sql';

export async function insertEntries(
  db: Executor,
  importId: string,
  entries: { user_card_id: number; line_id: number }[],
) {
  for (let start = 0; start < entries.length; start += 1000) {
    const chunk = entries.slice(start, start + 1000);
    await db.execute(sql`
      insert into collection_import_entries (user_card_id, import_id, line_id)
      select x.user_card_id, ${importId}::uuid, x.line_id
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(user_card_id int, line_id int)`);
  }
}

export async function batchEntryIds(db: Executor, importId: string): Promise<number[]> {
  const { rows } = await db.execute<{ user_card_id: number }>(
    sql`select user_card_id from collection_import_entries where import_id = ${importId} order by user_card_id`,
  );
  return rows.map((row) => row.user_card_id);
}

export async function locationsOf(db: Executor, userId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select user_location_id id, location name from user_locations where user_id = ${userId}`,
  );
  return rows;
}

/** Codes the collector's entries already use (an imported code that is taken is left to the collection to draw). */
export async function usedCodes(db: Executor, userId: number, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const { rows } = await db.execute<{ random_code: string }>(sql`
    select random_code from user_cards where user_id = ${userId} and random_code = any(${textArray(codes)})`);
  return new Set(rows.map((row) => row.random_code));
}
