import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { buildNoOlderThan, onPrimary, replicaInScope } from '@/db/read-replica';
import { createFingerprintCache, type FingerprintCache } from '@/lib/fingerprint-cache';
import { keptJsonBody, type KeptJsonBody } from '@/lib/json-text';

/** Lock 7301 of migration 0005: every catalogue change holds it shared until it ends (migration 0019). */
const CHANGE_LOCK = 7301;

interface Generations {
  /** the catalogue's and, for a collector, their collection's generation in one text */
  key: string;
  /** no catalogue change was in flight when they were read */
  settled: boolean;
  /** the primary's log position when they were read (only asked when a replica may build the answer) */
  lsn: string | null;
}

/**
 * The generations of migration 0019 in one statement. The lock is only tried, and released with the statement
 * (it runs on its own, outside any transaction): it tells whether a change was in flight.
 */
async function readGenerations(db: Db, userId: number | null, withLsn: boolean): Promise<Generations> {
  const result = await db.execute<{
    catalogue: string | null;
    collection: string | null;
    settled: boolean;
    lsn: string | null;
  }>(sql`
    select (select max(change_id) from catalogue_changes)::text as catalogue,
           ${userId === null ? sql`null` : sql`(select version from collection_versions where user_id = ${userId})`}::text
             as collection,
           pg_try_advisory_xact_lock(${CHANGE_LOCK}) as settled,
           ${withLsn ? sql`pg_current_wal_lsn()::text` : sql`null::text`} as lsn`);
  const row = result.rows[0]!;
  return { key: `${row.catalogue ?? 0}.${row.collection ?? 0}`, settled: row.settled, lsn: row.lsn };
}

/**
 * An answer kept in `cache` while neither the catalogue nor the collector's collection changed since it was
 * built: a hit costs one index probe. A new answer is kept only when no catalogue change was in flight before
 * or after it was built and the generations still match, so an answer built from rows a change was about to
 * replace (or a change committed out of id order) is never kept.
 */
export async function keptWhileCurrent<V>(
  db: Db,
  cache: FingerprintCache<V>,
  key: string,
  userId: number | null,
  build: () => Promise<V>,
): Promise<V> {
  const withLsn = replicaInScope() !== null;
  const before = await onPrimary(() => readGenerations(db, userId, withLsn));
  const kept = cache.get(key, before.key);
  if (kept !== undefined) return kept;
  const value = await buildNoOlderThan(before.lsn, build);
  if (before.settled) {
    const after = await onPrimary(() => readGenerations(db, userId, false));
    if (after.settled && after.key === before.key) cache.set(key, before.key, value);
  }
  return value;
}

const VISITOR_BODIES_BYTES = 64 * 1024 * 1024;
const visitorBodies = new WeakMap<Db, FingerprintCache<{ text: string; body: KeptJsonBody }>>();

/**
 * A visitor's answer that only the catalogue decides (the same for every visitor: lists, a player page), kept
 * as JSON text with its gzip form while the catalogue does not change. `key` names the call and its query.
 */
export async function keptVisitorBody(
  db: Db,
  key: string,
  build: () => Promise<string>,
): Promise<KeptJsonBody> {
  let cache = visitorBodies.get(db);
  if (!cache) {
    // the text (2 bytes a character at most), its bytes when sent plain and its gzip form (about a tenth)
    cache = createFingerprintCache(VISITOR_BODIES_BYTES, (kept) => kept.text.length * 3.2);
    visitorBodies.set(db, cache);
  }
  const kept = await keptWhileCurrent(db, cache, key, null, async () => {
    const text = await build();
    return { text, body: keptJsonBody(() => text) };
  });
  return kept.body;
}
