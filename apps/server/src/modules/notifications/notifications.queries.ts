import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { itemPathSql } from '@/lib/item-sql';
import type { SqlColumns } from '@/db/rows';
import type { notifications, users } from '@/db/schema';

export type NotificationRow = SqlColumns<
  typeof notifications,
  | 'notification_id'
  | 'notification_type'
  | 'item_type'
  | 'item_id'
  | 'title'
  | 'message'
  | 'is_read'
  | 'created_at'
> & {
  link: string | null;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The newest notifications, each with the address of what it is about (a deleted item leaves no link). */
export async function listNotifications(db: Executor, userId: number, limit: number) {
  const result = await db.execute<NotificationRow>(sql`
    select n.notification_id, n.notification_type, n.item_type, n.item_id, n.title, n.message, n.is_read,
           n.created_at,
           case
             when n.notification_type = 'achievement' then '/achievements'
             when n.notification_type = 'collection' then '/collection'
             else ${itemPathSql(sql`n.item_type`, sql`n.item_id`)}
           end as link
    from notifications n
    where n.user_id = ${userId}
    order by n.created_at desc, n.notification_id desc
    limit ${limit}`);
  return result.rows;
}

export async function countNotifications(db: Executor, userId: number) {
  const result = await db.execute<{ all: number; unread: number }>(sql`
    select count(*)::int as all, (count(*) filter (where not is_read))::int as unread
    from notifications where user_id = ${userId}`);
  const row = result.rows[0] ?? { all: 0, unread: 0 };
  return { all: row.all, unread: row.unread, read: row.all - row.unread };
}

/** An index-only count on notifications(user_id, is_read, created_at): every open tab polls it. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and is_read = false`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Marks the user's own notifications among `ids` read; answers how many of them exist. */
export async function markRead(db: Executor, userId: number, ids: number[]): Promise<number> {
  const result = await db.execute(sql`
    update notifications set is_read = true
    where user_id = ${userId} and notification_id in (${idList(ids)})`);
  return result.rowCount ?? 0;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const result = await db.execute(
    sql`update notifications set is_read = true where user_id = ${userId} and is_read = false`,
  );
  return result.rowCount ?? 0;
}

export async function deleteNotifications(db: Executor, userId: number, ids: number[]): Promise<number> {
  const result = await db.execute(
    sql`delete from notifications where user_id = ${userId} and notification_id in (${idList(ids)})`,
  );
  return result.rowCount ?? 0;
}

export async function deleteRead(db: Executor, userId: number): Promise<number> {
  const result = await db.execute(
    sql`delete from notifications where user_id = ${userId} and is_read = true`,
  );
  return result.rowCount ?? 0;
}

export async function readKindsOff(db: Executor, userId: number): Promise<string[]> {
  const result = await db.execute<{ off: string[] }>(
    sql`select notifications_off as off from users where user_id = ${userId}`,
  );
  return result.rows[0]?.off ?? [];
}

export async function writeKindsOff(db: Executor, userId: number, off: string[]): Promise<void> {
  const list =
    off.length === 0
      ? sql`'{}'::text[]`
      : sql`array[${sql.join(
          off.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]`;
  await db.execute(sql`update users set notifications_off = ${list} where user_id = ${userId}`);
}

export interface NewNotification {
  kind: NotificationKind;
  item: { type: 'card' | 'series' | 'set' | 'trade'; id: number } | null;
  title: string;
  message: string;
  /** skip a user who already got a notification of this kind about this item within that many minutes */
  oncePerMinutes?: number;
}

/**
 * One insert for every recipient who is active and has not turned the kind off (nor, with oncePerMinutes,
 * was told about the same item lately). Answers the user ids notified.
 */
export async function insertNotifications(
  db: Executor,
  userIds: number[],
  n: NewNotification,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const itemType = n.item?.type ?? null;
  const itemId = n.item?.id ?? null;
  const throttle =
    n.oncePerMinutes && n.item
      ? sql`and not exists (
          select 1 from notifications p
          where p.user_id = u.user_id and p.item_type = ${itemType} and p.item_id = ${itemId}
            and p.notification_type = ${n.kind}
            and p.created_at > now() - make_interval(mins => ${n.oncePerMinutes}))`
      : sql``;
  const result = await db.execute<SqlColumns<typeof users, 'user_id'>>(sql`
    insert into notifications (user_id, notification_type, item_type, item_id, title, message)
    select u.user_id, ${n.kind}, ${itemType}, ${itemId}::int, ${n.title}, ${n.message}
    from users u
    where u.user_id in (${idList(userIds)}) and u.is_active
      and not (${n.kind} = any(u.notifications_off))
      ${throttle}
    returning user_id`);
  return result.rows.map((row) => row.user_id);
}

/** A comment as its notices quote it; null once it is gone. */
export async function readCommentQuote(db: Executor, commentId: number) {
  const result = await db.execute<{
    authorId: number;
    type: 'card' | 'series' | 'set' | 'trade';
    itemId: number;
    text: string;
  }>(sql`
    select user_id as "authorId", comment_type as type, item_id as "itemId", comment_text as text
    from comments where comment_id = ${commentId}`);
  return result.rows[0] ?? null;
}
