import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';

export type BulkColumns = readonly (
  'user_location' | 'purchase_price' | 'estimated_value' | 'grading_agency' | 'grade' | 'grade_id' | 'notes'
)[];

/** Entries of the user among the ids, in one probe; the ids that are not theirs are left out. */
export async function ownedEntryIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select user_card_id as id from user_cards where user_id = ${userId} and user_card_id = any(${intArray(ids)})`);
  return result.rows.map((row) => row.id);
}

/** Keeps the columns an action is about to write (all columns for a delete), for its undo; answers its id. */
export async function saveUndo(
  db: Executor,
  userId: number,
  action: string,
  ids: number[],
  columns: BulkColumns | 'all',
): Promise<string> {
  const picked =
    columns === 'all'
      ? sql`to_jsonb(uc)`
      : sql`jsonb_build_object('user_card_id', uc.user_card_id, ${sql.join(
          columns.map((column) => sql`${column}::text, uc.${sql.identifier(column)}`),
          sql`, `,
        )})`;
  const result = await db.execute<{ undo_id: string }>(sql`
    insert into user_card_bulk_undo (user_id, action, entries)
    select ${userId}, ${action}, coalesce(jsonb_agg(${picked}), '[]'::jsonb)
    from user_cards uc where uc.user_id = ${userId} and uc.user_card_id = any(${intArray(ids)})
    returning undo_id`);
  return result.rows[0]!.undo_id;
}

/** One statement for every chosen entry: the columns set from the action's values. */
export async function updateEntries(db: Executor, userId: number, ids: number[], set: SQL): Promise<number> {
  const result = await db.execute(sql`
    update user_cards set ${set} where user_id = ${userId} and user_card_id = any(${intArray(ids)})`);
  return result.rowCount ?? 0;
}

/** The undo of the user, still within its hour, taken (deleted) so it runs once. */
export async function takeUndo(db: Executor, userId: number, undoId: string) {
  const result = await db.execute<{ action: string; entries: Record<string, unknown>[] }>(sql`
    delete from user_card_bulk_undo
    where undo_id = ${undoId} and user_id = ${userId} and created_at > now() - interval '1 hour'
    returning action, entries`);
  return result.rows[0] ?? null;
}

/** Writes back the kept columns of entries that still exist. */
export async function restoreColumns(
  db: Executor,
  userId: number,
  entries: Record<string, unknown>[],
  columns: BulkColumns,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    update user_cards uc set ${sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = kept.${sql.identifier(column)}`),
      sql`, `,
    )}
    from jsonb_populate_recordset(null::user_cards, ${JSON.stringify(entries)}::jsonb) kept
    where uc.user_card_id = kept.user_card_id and uc.user_id = ${userId}
    returning uc.user_card_id as id`);
  return result.rows.map((row) => row.id);
}

/**
 * Puts deleted entries back as they were (same ids and codes); a location deleted meanwhile is left empty.
 * An entry whose code was taken again meanwhile is skipped (on conflict), never doubled.
 */
export async function reinsertEntries(db: Executor, userId: number, entries: Record<string, unknown>[]) {
  const result = await db.execute<{ id: number }>(sql`
    insert into user_cards (user_card_id, user_id, card_id, random_code, serial_number, user_location,
      purchase_price, estimated_value, current_value, notes, aftermarket_autograph, grading_agency, grade,
      grade_id, marketplace_purchase_id, client_key, date_added, created)
    overriding system value
    select k.user_card_id, ${userId}, k.card_id, k.random_code, k.serial_number,
      (select ul.user_location_id from user_locations ul where ul.user_location_id = k.user_location and ul.user_id = ${userId}),
      k.purchase_price, k.estimated_value, k.current_value, k.notes, k.aftermarket_autograph, k.grading_agency,
      k.grade, k.grade_id, k.marketplace_purchase_id, k.client_key, k.date_added, k.created
    from jsonb_populate_recordset(null::user_cards, ${JSON.stringify(entries)}::jsonb) k
    where k.user_id = ${userId}
    on conflict do nothing
    returning user_card_id as id`);
  return result.rows.map((row) => row.id);
}

/** Undo records past their hour. */
export async function deleteExpiredUndos(db: Executor) {
  await db.execute(sql`delete from user_card_bulk_undo where created_at < now() - interval '1 hour'`);
}
