import { sql } from 'drizzle-orm';
import type { ModerationComment, ModerationStats } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { users } from '@/db/schema';

type CommentRow = Omit<ModerationComment, 'created_at' | 'user'> & {
  created_at: Date;
  user_id: number;
  username: string;
  avatar_url: string | null;
  is_muted: boolean;
};

/** The newest comments (comments_created_at_index) with what they are about: a set, a series or a card. */
export async function listRecentComments(db: Executor, limit: number): Promise<ModerationComment[]> {
  const result = await db.execute<CommentRow>(sql`
    select c.comment_id, c.comment_text, c.created_at, c.comment_type,
      coalesce(st.name, se.name, cse.name) as entity_name,
      coalesce(st.slug, se.slug, cse.slug) as entity_slug,
      coalesce(st.year, sse.year, cst.year) as entity_year,
      ca.card_number, cst.slug as card_set_slug,
      u.user_id, u.username, u.avatar_url, u.is_muted
    -- a trade's conversation is private to its two collectors
    from (select * from comments where comment_type <> 'trade'
          order by created_at desc, comment_id desc limit ${limit}) c
    join users u on u.user_id = c.user_id
    left join sets st on c.comment_type = 'set' and st.set_id = c.item_id
    left join series se on c.comment_type = 'series' and se.series_id = c.item_id
    left join sets sse on sse.set_id = se.set_id
    left join cards ca on c.comment_type = 'card' and ca.card_id = c.item_id
    left join series cse on cse.series_id = ca.series_id
    left join sets cst on cst.set_id = cse.set_id
    order by c.created_at desc, c.comment_id desc`);
  return result.rows.map(({ user_id, username, avatar_url, is_muted, ...row }) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    user: { user_id, username, avatar_url, is_muted },
  }));
}

export async function readModerationStats(db: Executor): Promise<ModerationStats> {
  const result = await db.execute<ModerationStats>(sql`
    select (select count(*) from comments)::int as total_comments,
      (select count(*) from comments where created_at > now() - interval '24 hours')::int as comments_24h,
      (select count(*) from comments where created_at > now() - interval '7 days')::int as comments_7d,
      (select count(*) from users where is_muted)::int as muted_users`);
  return result.rows[0]!;
}

/** Removes the comment; answers what it was (for the audit trail), or undefined when there was none. */
export async function findUserForMute(db: Executor, userId: number) {
  const result = await db.execute<SqlColumns<typeof users, 'user_id' | 'username' | 'role' | 'is_muted'>>(
    sql`select user_id, username, role, is_muted from users where user_id = ${userId} for update`,
  );
  return result.rows[0];
}

export async function muteUser(db: Executor, userId: number, mutedBy: number, reason: string | null) {
  await db.execute(sql`update users set is_muted = true where user_id = ${userId}`);
  // one open mute per user (user_mutes_active_key): a stray open row is closed rather than clashing
  await db.execute(
    sql`update user_mutes set unmuted_at = now() where user_id = ${userId} and unmuted_at is null`,
  );
  await db.execute(
    sql`insert into user_mutes (user_id, muted_by, reason) values (${userId}, ${mutedBy}, ${reason})`,
  );
}

export async function unmuteUser(db: Executor, userId: number) {
  await db.execute(sql`update users set is_muted = false where user_id = ${userId}`);
  await db.execute(
    sql`update user_mutes set unmuted_at = now() where user_id = ${userId} and unmuted_at is null`,
  );
}
