import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { toIso } from '@/db/sql';
import type { RecordEvent } from '@/events';
import { findComment, insertComment, type CommentRow } from './comments.queries';

/**
 * Threads only their participants read (a trade's conversation): the module that owns the subject decides who
 * may read and post, then asks here. They never show in public lists, activity feeds or the moderation queue.
 */
export type PrivateSubject = 'trade';

export interface PrivateMessage {
  message_id: number;
  text: string;
  created_at: string;
  author: { user_id: number; username: string; display_name: string; avatar_url: string | null };
}

const toMessage = (row: CommentRow): PrivateMessage => ({
  message_id: row.comment_id,
  text: row.comment_text,
  created_at: toIso(row.created_at),
  author: {
    user_id: row.user_id,
    username: row.username,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
  },
});

/** Posts in the caller's transaction and records comments.posted with it. */
export async function postPrivateMessage(
  tx: Executor,
  record: RecordEvent,
  values: { userId: number; subject: PrivateSubject; itemId: number; text: string },
): Promise<number> {
  const commentId = await insertComment(tx, {
    userId: values.userId,
    type: values.subject,
    itemId: values.itemId,
    text: values.text,
  });
  await record('comments.posted', { commentId, userId: values.userId });
  return commentId;
}

export async function readPrivateMessage(db: Executor, messageId: number) {
  const row = await findComment(db, messageId);
  return row ? toMessage(row) : undefined;
}

/** One page of a private thread, oldest first (a conversation reads down). */
export async function listPrivateThread(
  db: Executor,
  subject: PrivateSubject,
  itemId: number,
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db.execute<CommentRow>(sql`
      select c.comment_id, c.comment_type, c.item_id, c.comment_text, c.created_at, c.updated_at, c.is_edited,
             u.user_id, u.username, u.avatar_url,
             coalesce(nullif(u.name, ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as display_name
      from comments c join users u on u.user_id = c.user_id
      where c.comment_type = ${subject} and c.item_id = ${itemId}
      order by c.created_at, c.comment_id limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from comments where comment_type = ${subject} and item_id = ${itemId}`,
    ),
  ]);
  return { messages: rows.rows.map(toMessage), total: total.rows[0]?.n ?? 0 };
}
