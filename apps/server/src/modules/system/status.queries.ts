import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Jobs due and not yet claimed, and how long the oldest of them has waited. */
export async function readJobBacklog(db: Executor) {
  const result = await db.execute<{ waiting: number; oldest_wait_ms: number | null }>(sql`
    select count(*)::int as waiting,
           (extract(epoch from now() - min(run_after)) * 1000)::float8 as oldest_wait_ms
    from jobs where status = 'queued' and run_after <= now()`);
  return result.rows[0]!;
}

/** The newest set or series (a few thousand rows each, so no index is needed). */
export async function readCatalogueUpdatedAt(db: Executor): Promise<string | null> {
  const result = await db.execute<{ updated_at: string | null }>(sql`
    select to_char(greatest((select max(created_at) from sets), (select max(created_at) from series))
      at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`);
  return result.rows[0]?.updated_at ?? null;
}

/**
 * Cards from the per-set counts every catalogue write keeps (counting 800,000 rows took 40 ms); reltuples
 * would be cheaper still but is wrong right after a bulk load.
 */
export async function readDatabaseStats(db: Executor) {
  const result = await db.execute<{ cards: number; players: number; teams: number }>(sql`
    select (select coalesce(sum(card_count), 0) from sets)::int as cards,
           (select count(*) from players)::int as players,
           (select count(*) from teams)::int as teams`);
  return result.rows[0]!;
}
