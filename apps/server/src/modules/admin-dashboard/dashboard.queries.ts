import { sql } from 'drizzle-orm';
import { JOB_QUEUE_DELAY_MS, type RecentActivityItem } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from '@/modules/values';

export const COLLECTION_SNAPSHOT = 'collection_metrics';

/** users is small (10,000 at full size): one pass with filtered counts. */
export async function readUserMetrics(db: Executor) {
  const result = await db.execute<{
    total: number;
    verified: number;
    active_7d: number;
    active_30d: number;
    new_this_week: number;
    muted: number;
  }>(sql`
    select count(*)::int as total,
      (count(*) filter (where is_verified))::int as verified,
      (count(*) filter (where last_login > now() - interval '7 days'))::int as active_7d,
      (count(*) filter (where last_login > now() - interval '30 days'))::int as active_30d,
      (count(*) filter (where created > now() - interval '7 days'))::int as new_this_week,
      (count(*) filter (where is_muted))::int as muted
    from users`);
  return result.rows[0]!;
}

/** The costly count over every collection entry: only the background job runs it. */
export async function countCollections(db: Executor) {
  const result = await db.execute<{
    entries: number;
    collectors: number;
    total_value: string;
    photos: number;
  }>(sql`
    select (select count(*) from user_cards)::int as entries,
      (select count(distinct user_id) from user_cards)::int as collectors,
      (select coalesce(sum(${ENTRY_VALUE.value}), 0) from user_cards uc ${ENTRY_VALUE.join})::text
        as total_value,
      (select count(*) from user_card_photos)::int as photos`);
  const row = result.rows[0]!;
  return { ...row, total_value: Number(row.total_value) };
}

export async function readSnapshot<T>(db: Executor, name: string) {
  const result = await db.execute<{ value: T; computed_at: Date }>(
    sql`select value, computed_at from admin_metric_snapshots where name = ${name}`,
  );
  return result.rows[0];
}

export async function writeSnapshot(db: Executor, name: string, value: unknown): Promise<Date> {
  const result = await db.execute<{ computed_at: Date }>(sql`
    insert into admin_metric_snapshots (name, value, computed_at) values (${name}, ${JSON.stringify(value)}::jsonb, now())
    on conflict (name) do update set value = excluded.value, computed_at = excluded.computed_at
    returning computed_at`);
  return result.rows[0]!.computed_at;
}

/** Queue depth and the worker's pulse (jobs_claim_idx leads with status). */
export async function readJobHealth(db: Executor) {
  const result = await db.execute<{
    queued: number;
    processing: number;
    failed_24h: number;
    oldest_wait_ms: number | null;
    expired_leases: number;
  }>(sql`
    select (select count(*) from jobs where status = 'queued')::int as queued,
      (select count(*) from jobs where status = 'processing')::int as processing,
      (select count(*) from jobs where status = 'failed' and finished_at > now() - interval '24 hours')::int as failed_24h,
      (select (extract(epoch from now() - min(run_after)) * 1000)::float8 from jobs
        where status = 'queued' and run_after <= now()) as oldest_wait_ms,
      (select count(*) from jobs where status = 'processing' and lease_until < now())::int as expired_leases`);
  const row = result.rows[0]!;
  const workerAlive = (row.oldest_wait_ms ?? 0) <= JOB_QUEUE_DELAY_MS && row.expired_leases === 0;
  return { ...row, workerAlive };
}

/** Cards from the per-set counts every catalogue write keeps; the other tables are a few thousand rows. */
export async function readCatalogueCounts(db: Executor) {
  const result = await db.execute<{
    cards: number;
    sets: number;
    series: number;
    players: number;
    teams: number;
  }>(
    sql`select (select coalesce(sum(card_count), 0) from sets)::int as cards,
      (select count(*) from sets)::int as sets,
      (select count(*) from series)::int as series,
      (select count(*) from players)::int as players,
      (select count(*) from teams)::int as teams`,
  );
  return result.rows[0]!;
}

/**
 * The newest sign-ups, comments and collection additions, merged: each source is read through an index
 * (comments_created_at_index, user_cards' primary key as its order of addition) and limited first.
 */
export async function readRecentActivity(db: Executor, limit: number): Promise<RecentActivityItem[]> {
  const result = await db.execute<{
    kind: RecentActivityItem['kind'];
    at: Date;
    username: string;
    description: string;
  }>(
    sql`
    (select 'signup' as kind, created as at, username, 'joined CardBinder' as description
      from users order by created desc limit ${limit})
    union all
    (select 'comment', c.created_at, u.username, 'commented: ' || left(c.comment_text, 80)
      from (select * from comments where comment_type <> 'trade' order by created_at desc limit ${limit}) c
      join users u on u.user_id = c.user_id)
    union all
    (select 'collection', uc.date_added, u.username, 'added #' || ca.card_number || ' ' || se.name
      from (select * from user_cards order by user_card_id desc limit ${limit}) uc
      join users u on u.user_id = uc.user_id join cards ca on ca.card_id = uc.card_id
      join series se on se.series_id = ca.series_id)
    order by at desc limit ${limit}`,
  );
  return result.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
