import { NOTIFICATIONS, type NotificationKind } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { comments } from '@/db/schema';
import type { CommentQuote } from '@/events';
import { itemNameSql } from '@/lib/item-sql';
import { insertNotifications, type NewNotification } from './notifications.queries';

type NotificationItem = NewNotification['item'];

/** Tells one user something, inside the event delivery's transaction. Nothing is written when the user turned the kind off. */
export async function notify(
  tx: Executor,
  userId: number,
  kind: NotificationKind,
  item: NotificationItem,
  title: string,
  message: string,
): Promise<boolean> {
  const sent = await insertNotifications(tx, [userId], { kind, item, title, message });
  return sent.length > 0;
}

const EXCERPT = 120;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

/**
 * A new comment: everyone else who commented in the thread, and for a card everyone who owns it, hears of it
 * (kind comment) at most once per thread per hour, never about their own comment.
 */
export async function notifyCommentPosted(tx: Executor, comment: CommentQuote): Promise<number[]> {
  const owners =
    comment.type === 'card'
      ? sql`union select user_id from user_cards where card_id = ${comment.itemId}`
      : sql``;
  const result = await tx.execute<
    SqlColumns<typeof comments, 'user_id'> & { author: string; item_name: string | null }
  >(sql`
    with recipients as (
      select user_id from comments where comment_type = ${comment.type} and item_id = ${comment.itemId}
      ${owners}
    )
    select r.user_id,
      (select coalesce(nullif(u.name, ''), u.username) from users u where u.user_id = ${comment.authorId}) as author,
      ${itemNameSql(sql`${comment.type}::text`, sql`${comment.itemId}::int`)} as item_name
    from recipients r where r.user_id <> ${comment.authorId}`);
  const first = result.rows[0];
  if (!first) return [];
  return insertNotifications(
    tx,
    result.rows.map((row) => row.user_id),
    {
      kind: 'comment',
      item: { type: comment.type, id: comment.itemId },
      title: `New comment on ${first.item_name ?? `this ${comment.type}`}`,
      message: `${first.author}: ${excerpt(comment.text)}`,
      oncePerMinutes: NOTIFICATIONS.commentThrottleMinutes,
    },
  );
}

/**
 * A comment was removed (moderation): the notices that quote it go too, so its text is gone from every feed.
 * Notices carry no comment id, so they are found by the thread and the exact line notifyCommentPosted wrote.
 */
export async function withdrawCommentNotices(tx: Executor, comment: CommentQuote): Promise<void> {
  await tx.execute(sql`
    delete from notifications
    where notification_type = 'comment' and item_type = ${comment.type} and item_id = ${comment.itemId}
      and message = (select coalesce(nullif(u.name, ''), u.username) from users u where u.user_id = ${comment.authorId})
        || ': ' || ${excerpt(comment.text)}`);
}
