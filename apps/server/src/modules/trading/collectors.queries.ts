import { sql, type SQL } from 'drizzle-orm';
import type { Collector, TradeCopy } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { tradeSettings } from '@/db/schema';
import { intArray } from '@/db/sql';
import { CARD_JOINS, COPY_COLUMNS, DISPLAY_NAME } from './card-sql';

export type CollectorRow = Collector & {
  is_active: boolean;
  is_public_profile: boolean;
  is_muted: boolean;
  email: string;
};

const COLLECTOR_COLUMNS = sql`u.user_id, u.username, ${DISPLAY_NAME(sql`u`)} as display_name, u.avatar_url,
  u.is_active, u.is_public_profile, u.is_muted, u.email`;

export async function findCollectorByName(db: Executor, username: string) {
  const result = await db.execute<CollectorRow>(
    sql`select ${COLLECTOR_COLUMNS} from users u where lower(u.username) = lower(${username})`,
  );
  return result.rows[0];
}

export async function findCollectors(db: Executor, userIds: number[]) {
  const result = await db.execute<CollectorRow>(
    sql`select ${COLLECTOR_COLUMNS} from users u where u.user_id = any(${intArray(userIds)})`,
  );
  return new Map(result.rows.map((row) => [row.user_id, row]));
}

export const publicCollector = (row: CollectorRow): Collector => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_url: row.avatar_url,
});

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Executor, a: number, b: number) {
  const result = await db.execute(sql`
    select 1 from trade_blocks where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})`);
  return (result.rowCount ?? 0) > 0;
}

export async function hasBlocked(db: Executor, blockerId: number, blockedId: number) {
  const result = await db.execute(
    sql`select 1 from trade_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function insertBlock(db: Executor, blockerId: number, blockedId: number) {
  await db.execute(sql`insert into trade_blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
    on conflict do nothing`);
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number) {
  const result = await db.execute(
    sql`delete from trade_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function listBlocked(db: Executor, blockerId: number) {
  const result = await db.execute<CollectorRow>(sql`
    select ${COLLECTOR_COLUMNS} from trade_blocks b join users u on u.user_id = b.blocked_id
    where b.blocker_id = ${blockerId} order by lower(u.username)`);
  return result.rows;
}

export async function matchingOptedOut(db: Executor, userId: number) {
  const result = await db.execute<SqlColumns<typeof tradeSettings, 'matching_opt_out'>>(
    sql`select matching_opt_out from trade_settings where user_id = ${userId}`,
  );
  return result.rows[0]?.matching_opt_out ?? false;
}

export async function writeSettings(db: Executor, userId: number, optOut: boolean) {
  await db.execute(sql`
    insert into trade_settings (user_id, matching_opt_out) values (${userId}, ${optOut})
    on conflict (user_id) do update set matching_opt_out = excluded.matching_opt_out, updated_at = now()`);
}

/**
 * Who takes part in matching, for `u` (a users row alias) seen by `viewer`: active, public, not muted, not
 * opted out, and no block either way.
 */
export function matchableSql(u: SQL, viewer: number): SQL {
  return sql`${u}.is_active and ${u}.is_public_profile and not ${u}.is_muted
    and not exists (select 1 from trade_settings ts where ts.user_id = ${u}.user_id and ts.matching_opt_out)
    and not exists (select 1 from trade_blocks b
                    where (b.blocker_id = ${viewer} and b.blocked_id = ${u}.user_id)
                       or (b.blocker_id = ${u}.user_id and b.blocked_id = ${viewer}))`;
}

export async function feedbackCounts(db: Executor, userIds: number[]) {
  const result = await db.execute<{
    user_id: number;
    positive: number;
    neutral: number;
    negative: number;
  }>(sql`
    select to_user_id as user_id,
           (count(*) filter (where rating = 'positive'))::int as positive,
           (count(*) filter (where rating = 'neutral'))::int as neutral,
           (count(*) filter (where rating = 'negative'))::int as negative
    from trade_feedback where to_user_id = any(${intArray(userIds)}) group by to_user_id`);
  const counts = new Map(result.rows.map((row) => [row.user_id, row]));
  return (userId: number) => {
    const row = counts.get(userId);
    return { positive: row?.positive ?? 0, neutral: row?.neutral ?? 0, negative: row?.negative ?? 0 };
  };
}

export async function completedTradeCount(db: Executor, userId: number) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from trades
    where status = 'completed' and (proposer_id = ${userId} or recipient_id = ${userId})`);
  return result.rows[0]?.n ?? 0;
}

/** Their copies for trade, each marked when the viewer wants its card. */
export async function partnerCopies(db: Executor, ownerId: number, viewerId: number, limit: number) {
  const result = await db.execute<TradeCopy & { wanted: boolean }>(sql`
    select ${COPY_COLUMNS},
           exists (select 1 from trade_wants w where w.user_id = ${viewerId} and w.card_id = uc.card_id) as wanted
    from trade_offers o join user_cards uc on uc.user_card_id = o.user_card_id
      join cards c on c.card_id = uc.card_id ${CARD_JOINS}
    where o.user_id = ${ownerId}
    order by st.year desc, st.name, s.name, coalesce(c.sort_order, 2147483647), c.card_id, uc.user_card_id
    limit ${limit}`);
  return result.rows;
}

/** The viewer's copies for trade and every copy of a card the partner wants. */
export async function ownCopiesFor(db: Executor, viewerId: number, partnerId: number, limit: number) {
  const result = await db.execute<TradeCopy & { wanted: boolean; for_trade: boolean }>(sql`
    select ${COPY_COLUMNS},
           exists (select 1 from trade_wants w where w.user_id = ${partnerId} and w.card_id = uc.card_id) as wanted,
           exists (select 1 from trade_offers o where o.user_card_id = uc.user_card_id) as for_trade
    from user_cards uc join cards c on c.card_id = uc.card_id ${CARD_JOINS}
    where uc.user_id = ${viewerId}
      and (uc.user_card_id in (select user_card_id from trade_offers where user_id = ${viewerId})
           or uc.card_id in (select card_id from trade_wants where user_id = ${partnerId}))
    order by st.year desc, st.name, s.name, coalesce(c.sort_order, 2147483647), c.card_id, uc.user_card_id
    limit ${limit}`);
  return result.rows;
}
