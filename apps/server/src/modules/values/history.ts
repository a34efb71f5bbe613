import { sql } from 'drizzle-orm';
import type { ValueHistoryRange } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { AppError, notFound } from '@/lib/errors';
import { enqueueJob, releaseDedupeKey } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';
import type { JobHandler } from '@/jobs/worker';
import { ENTRY_VALUE } from './entry-value.sql';

export const VALUE_SNAPSHOT_JOB = 'values.snapshot';

/**
 * Today's snapshot of every collector (count, value, cost) in one set-based statement: an entry's value is the
 * collector's estimate, else its card's value for its grade. Run again the same day, it replaces the day's row.
 */
export async function snapshotCollections(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    insert into collection_value_snapshots (user_id, day, cards, value, cost)
    select uc.user_id, current_date, count(*)::int,
           coalesce(sum(${ENTRY_VALUE.value}), 0), coalesce(sum(uc.purchase_price), 0)
    from user_cards uc ${ENTRY_VALUE.join}
    group by uc.user_id
    on conflict (user_id, day) do update
      set cards = excluded.cards, value = excluded.value, cost = excluded.cost`);
  return result.rowCount ?? 0;
}

export const valueSnapshotJobHandler: JobHandler = async ({ db, job }) => {
  await releaseDedupeKey(db, job.job_id);
  return { collectors: await snapshotCollections(db) };
};

/** Every 6 hours, so a day never goes without its snapshot (each run replaces the day's rows). */
export const valueSnapshotSchedule: Schedule = {
  name: VALUE_SNAPSHOT_JOB,
  everyMs: 6 * 3_600_000,
  run: (tx) =>
    enqueueJob(tx, { type: VALUE_SNAPSHOT_JOB, payload: {}, dedupeKey: VALUE_SNAPSHOT_JOB, maxRetries: 1 }),
};

const SINCE: Record<ValueHistoryRange, string | null> = { '30d': '30 days', '1y': '1 year', all: null };

async function historyOf(db: Db, userId: number, range: ValueHistoryRange) {
  const since = SINCE[range];
  const rows = await db.execute<{ day: string; cards: number; value: string; cost: string }>(sql`
    select day::text as day, cards, value::text as value, cost::text as cost
    from collection_value_snapshots
    where user_id = ${userId} ${since ? sql`and day >= current_date - ${since}::interval` : sql``}
    order by day`);
  return rows.rows.map((row) => ({
    day: row.day,
    cards: row.cards,
    value: Number(row.value),
    cost: Number(row.cost),
  }));
}

/** A collector's own history, and a profile's (refused when private, unless it is the viewer's own). */
export function createValueHistoryService(db: Db) {
  return {
    async own(userId: number, range: ValueHistoryRange) {
      return { success: true as const, history: await historyOf(db, userId, range) };
    },
    async ofProfile(username: string, viewerId: number | null, range: ValueHistoryRange) {
      const found = await db.execute<{ user_id: number; is_public_profile: boolean }>(sql`
        select user_id, is_public_profile from users where lower(username) = lower(${username}) and is_active`);
      const user = found.rows[0];
      if (!user) throw notFound('User not found');
      if (!user.is_public_profile && user.user_id !== viewerId)
        throw new AppError(403, 'This profile is private', 'Forbidden');
      return { success: true as const, history: await historyOf(db, user.user_id, range) };
    },
  };
}
