import type { CommentItemType } from '@cardbinder/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { comments, userMutes, users } from '@/db/schema';

export type CommentRow = SqlColumns<
  typeof comments,
  | 'comment_id'
  | 'comment_type'
  | 'item_id'
  | 'comment_text'
  | 'created_at'
  | 'updated_at'
  | 'is_edited'
  | 'user_id'
> & {
  username: string;
  display_name: string;
  avatar_url: string | null;
};

export type ActivityRow = CommentRow & {
  activity_type: CommentItemType;
  context_name: string;
  set_year: number;
  set_slug: string;
  series_slug: string | null;
  card_number: string | null;
  card_slug: string | null;
};

const USER_COLUMNS = sql`u.user_id, u.username, u.avatar_url,
  coalesce(nullif(u.name, ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as display_name`;

const COMMENT_SELECT = sql`
  select c.comment_id, c.comment_type, c.item_id, c.comment_text, c.created_at, c.updated_at, c.is_edited, ${USER_COLUMNS}
  from comments c join users u on u.user_id = c.user_id`;

export async function itemExists(db: Executor, type: CommentItemType, itemId: number): Promise<boolean> {
  const query = {
    card: sql`select 1 from cards where card_id = ${itemId}`,
    series: sql`select 1 from series where series_id = ${itemId}`,
    set: sql`select 1 from sets where set_id = ${itemId}`,
  }[type];
  return ((await db.execute(query)).rowCount ?? 0) > 0;
}

/** One page of an item's comments, newest first (comments_comment_type_item_id_created_at_index). */
export async function listItemComments(
  db: Executor,
  type: CommentItemType,
  itemId: number,
  limit: number,
  offset: number,
) {
  const result = await db.execute<CommentRow>(sql`${COMMENT_SELECT}
    where c.comment_type = ${type} and c.item_id = ${itemId}
    order by c.created_at desc, c.comment_id desc limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countItemComments(
  db: Executor,
  type: CommentItemType,
  itemId: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from comments where comment_type = ${type} and item_id = ${itemId}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function findComment(db: Executor, commentId: number): Promise<CommentRow | undefined> {
  const result = await db.execute<CommentRow>(sql`${COMMENT_SELECT} where c.comment_id = ${commentId}`);
  return result.rows[0];
}

/** Null when the user may comment; otherwise the reason of their open mute (an empty string without one). */
export async function muteOf(db: Executor, userId: number): Promise<string | null> {
  const result = await db.execute<
    SqlColumns<typeof users, 'is_muted'> & SqlColumns<typeof userMutes, 'reason'>
  >(sql`
    select u.is_muted,
      (select m.reason from user_mutes m where m.user_id = u.user_id and m.unmuted_at is null) as reason
    from users u where u.user_id = ${userId}`);
  const row = result.rows[0];
  return row?.is_muted ? (row.reason ?? '') : null;
}

export async function insertComment(
  db: Executor,
  values: { userId: number; type: CommentItemType | 'trade'; itemId: number; text: string },
): Promise<number> {
  const result = await db.execute<SqlColumns<typeof comments, 'comment_id'>>(sql`
    insert into comments (user_id, comment_type, item_id, comment_text)
    values (${values.userId}, ${values.type}, ${values.itemId}, ${values.text}) returning comment_id`);
  return result.rows[0]!.comment_id;
}

/** Updates the text only while the comment is the author's and younger than the edit window. */
export async function updateOwnRecentComment(
  db: Executor,
  values: { commentId: number; userId: number; text: string; windowMinutes: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    update comments set comment_text = ${values.text}, is_edited = true, updated_at = now()
    where comment_id = ${values.commentId} and user_id = ${values.userId}
      and created_at > now() - make_interval(mins => ${values.windowMinutes})`);
  return (result.rowCount ?? 0) > 0;
}

/** Deletes one comment; answers what it was (the author, the thread, the text), or undefined. */
export async function deleteComment(db: Executor, commentId: number) {
  const result = await db.execute<
    SqlColumns<typeof comments, 'comment_id' | 'user_id' | 'comment_type' | 'item_id' | 'comment_text'>
  >(sql`delete from comments where comment_id = ${commentId}
    returning comment_id, user_id, comment_type, item_id, comment_text`);
  return result.rows[0];
}

/** The threads of a card going away: nothing can show them any more. */
export async function deleteCardThreads(db: Executor, cardId: number): Promise<void> {
  await db.execute(sql`delete from comments where comment_type = 'card' and item_id = ${cardId}`);
}

/** The threads of a series going away and of its cards. */
export async function deleteSeriesThreads(db: Executor, seriesId: number): Promise<void> {
  await db.execute(sql`
    delete from comments where (comment_type = 'series' and item_id = ${seriesId})
      or (comment_type = 'card' and item_id in (select card_id from cards where series_id = ${seriesId}))`);
}

/**
 * The comments of a set or a series and everything in it, as one union of index lookups:
 * a set covers its own comments, its series' and their cards'; a series its own and its cards'.
 */
function activitySource(scope: 'set' | 'series', id: number): SQL {
  const seriesFilter = scope === 'set' ? sql`s.set_id = ${id}` : sql`s.series_id = ${id}`;
  const setBranch =
    scope === 'set'
      ? sql`select c.comment_id, 'set' as activity_type, st.name as context_name, st.year as set_year,
                   st.slug as set_slug, null::text as series_slug, null::text as card_number, null::text as card_slug
            from comments c join sets st on st.set_id = c.item_id
            where c.comment_type = 'set' and c.item_id = ${id}
            union all`
      : sql``;
  return sql`${setBranch}
    select c.comment_id, 'series' as activity_type, s.name as context_name, st.year as set_year,
           st.slug as set_slug, s.slug as series_slug, null::text as card_number, null::text as card_slug
    from comments c join series s on s.series_id = c.item_id join sets st on st.set_id = s.set_id
    where c.comment_type = 'series' and ${seriesFilter}
    union all
    select c.comment_id, 'card', s.name || ' #' || cd.card_number, st.year, st.slug, s.slug, cd.card_number, cd.slug
    from comments c join cards cd on cd.card_id = c.item_id join series s on s.series_id = cd.series_id
      join sets st on st.set_id = s.set_id
    where c.comment_type = 'card' and ${seriesFilter}`;
}

export async function listActivity(
  db: Executor,
  scope: 'set' | 'series',
  id: number,
  limit: number,
  offset: number,
) {
  const result = await db.execute<ActivityRow>(sql`
    with items as (${activitySource(scope, id)})
    select c.comment_id, c.comment_type, c.item_id, c.comment_text, c.created_at, c.updated_at, c.is_edited,
           i.activity_type, i.context_name, i.set_year, i.set_slug, i.series_slug, i.card_number, i.card_slug,
           ${USER_COLUMNS}
    from items i join comments c on c.comment_id = i.comment_id join users u on u.user_id = c.user_id
    order by c.created_at desc, c.comment_id desc limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countActivity(db: Executor, scope: 'set' | 'series', id: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`with items as (${activitySource(scope, id)}) select count(*)::int as n from items`,
  );
  return result.rows[0]?.n ?? 0;
}
