import { sql } from 'drizzle-orm';
import type { SqlColumns } from '@/db/rows';
import type { series } from '@/db/schema';
import { replicaInScope } from '@/db/read-replica';
import type { Db, Executor } from '@/db/client';
import { CARD_FROM, scopeOrder, scopeWhere, type CardScope } from './card-list.queries';
import { intArray, pgArray } from '@/db/sql';

/** A card's stored list rows (see db/schema/card-list-rows.ts) as written. */
export interface StoredCardListRow {
  card_id: number;
  series_id: number;
  series_name: string;
  sort_order: number | null;
  card_number: string;
  list_json: string;
  collection_json: string;
}

/** A card of a card table in table order, with its stored row when there is one and what the stats count. */
export type ScopeListRow = {
  card_id: number;
  series_id: number;
  print_run: number | null;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  list_json: string | null;
};

export async function listScopeListRows(
  db: Executor,
  scope: CardScope,
  limit: number,
): Promise<ScopeListRow[]> {
  const result = await db.execute<ScopeListRow>(sql`
    select c.card_id, c.series_id, c.print_run, c.is_rookie, c.is_autograph, c.is_relic, f.list_json
    ${CARD_FROM} left join card_list_rows f on f.card_id = c.card_id
    where ${scopeWhere(scope)} order by ${scopeOrder(scope)} limit ${limit}`);
  return result.rows;
}

export async function listSeriesImages(db: Executor, seriesIds: number[]) {
  const result = await db.execute<
    SqlColumns<typeof series, 'series_id'> & { front_image_path: string | null; max_print_run: number | null }
  >(sql`select series_id, front_image_path, max_print_run from series
         where series_id = any(${intArray(seriesIds)})`);
  return result.rows;
}

/** Lock 7301 of migration 0005: held shared by every change that drops rows, taken exclusively to store them. */
const STORE_LOCK = 7301;

/**
 * Stores built rows unless a catalogue change is in flight (its transaction holds the lock shared): rows read
 * before that change commits could be stale, so they are served this once and built again next time.
 */
export async function storeCardListRows(db: Db, rows: StoredCardListRow[]): Promise<boolean> {
  if (rows.length === 0) return true;
  // rows read on a replica may miss a change the primary has: served, never stored
  if (replicaInScope()) return false;
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${STORE_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return false;
    const column = <K extends keyof StoredCardListRow>(key: K) => pgArray(rows.map((row) => row[key]));
    await tx.execute(sql`
      insert into card_list_rows (card_id, series_id, series_name, sort_order, card_number, list_json,
                                  collection_json)
      select * from unnest(${column('card_id')}::int[], ${column('series_id')}::int[],
                           ${column('series_name')}::text[], ${column('sort_order')}::int[],
                           ${column('card_number')}::text[], ${column('list_json')}::text[],
                           ${column('collection_json')}::text[])
      on conflict (card_id) do update set series_id = excluded.series_id, series_name = excluded.series_name,
        sort_order = excluded.sort_order, card_number = excluded.card_number, list_json = excluded.list_json,
        collection_json = excluded.collection_json`);
    return true;
  });
}
