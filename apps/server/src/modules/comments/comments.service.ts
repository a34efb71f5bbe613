import {
  COMMENT,
  COMMENT_MESSAGES,
  hasRole,
  type ActivityItem,
  type Comment,
  type CommentItemType,
  type Role,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { forbidden, notFound } from '@/lib/errors';
import type { CommentQuote, EventWriter } from '@/events';
import { toIso } from '@/db/sql';
import * as q from './comments.queries';

interface Actor {
  userId: number;
  role: Role;
}

const toUser = (row: q.CommentRow) => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_url: row.avatar_url,
});

const toComment = (row: q.CommentRow & { comment_type: CommentItemType }): Comment => ({
  comment_id: row.comment_id,
  comment_type: row.comment_type,
  item_id: row.item_id,
  comment_text: row.comment_text,
  created_at: toIso(row.created_at),
  updated_at: row.updated_at === null ? null : toIso(row.updated_at),
  is_edited: row.is_edited,
  user: toUser(row),
});

const toActivity = (row: q.ActivityRow): ActivityItem => ({
  comment_id: row.comment_id,
  comment_text: row.comment_text,
  created_at: toIso(row.created_at),
  is_edited: row.is_edited,
  activity_type: row.activity_type,
  item_id: row.item_id,
  context_name: row.context_name,
  set_year: row.set_year,
  set_slug: row.set_slug,
  series_slug: row.series_slug,
  card_number: row.card_number,
  card_slug: row.card_slug,
  user: toUser(row),
});

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** A comment as its notices quote it (the comments.removed event carries it: the row is gone by then). */
export const quoteOf = (row: {
  user_id: number;
  comment_type: 'card' | 'series' | 'set' | 'trade';
  item_id: number;
  comment_text: string;
}): CommentQuote => ({
  authorId: row.user_id,
  type: row.comment_type,
  itemId: row.item_id,
  text: row.comment_text,
});

export function createCommentsService(db: Db, events: EventWriter) {
  /** A comment of a public thread; a private thread's message (a trade's) is not reachable from here. */
  async function loadComment(commentId: number): Promise<q.CommentRow & { comment_type: CommentItemType }> {
    const row = await q.findComment(db, commentId);
    if (!row || row.comment_type === 'trade') throw notFound(COMMENT_MESSAGES.notFound);
    return { ...row, comment_type: row.comment_type };
  }

  /** A muted user is told so, with the moderator's reason when there is one. */
  async function refuseIfMuted(userId: number): Promise<void> {
    const reason = await q.muteOf(db, userId);
    if (reason === null) return;
    throw forbidden(reason ? COMMENT_MESSAGES.mutedBecause(reason) : COMMENT_MESSAGES.muted);
  }

  return {
    async list(type: CommentItemType, itemId: number, page: { page: number; limit: number }) {
      const offset = (page.page - 1) * page.limit;
      const [rows, total] = await Promise.all([
        q.listItemComments(db, type, itemId, page.limit, offset),
        q.countItemComments(db, type, itemId),
      ]);
      // a public thread's type is never 'trade' (the route's schema allows card, series and set)
      return {
        comments: rows.map((row) => toComment({ ...row, comment_type: type })),
        pagination: pagination(page.page, page.limit, total),
      };
    },

    async post(actor: Actor, type: CommentItemType, itemId: number, text: string) {
      await refuseIfMuted(actor.userId);
      if (!(await q.itemExists(db, type, itemId))) throw notFound(COMMENT_MESSAGES.itemNotFound);
      // the thread hears of it (notifications) as the event is delivered, before this answers
      const commentId = await events.write(db, async (tx, record) => {
        const id = await q.insertComment(tx, { userId: actor.userId, type, itemId, text });
        await record('comments.posted', { commentId: id, userId: actor.userId });
        return id;
      });
      return {
        success: true,
        message: COMMENT_MESSAGES.posted,
        comment: toComment(await loadComment(commentId)),
      };
    },

    /** Only the author, and only within the edit window (checked against the database clock). */
    async edit(actor: Actor, commentId: number, text: string) {
      const existing = await loadComment(commentId);
      if (existing.user_id !== actor.userId) throw forbidden(COMMENT_MESSAGES.notAuthor);
      await refuseIfMuted(actor.userId);
      const updated = await q.updateOwnRecentComment(db, {
        commentId,
        userId: actor.userId,
        text,
        windowMinutes: COMMENT.editWindowMinutes,
      });
      if (!updated) throw forbidden(COMMENT_MESSAGES.editWindow);
      return {
        success: true,
        message: COMMENT_MESSAGES.updated,
        comment: toComment(await loadComment(commentId)),
      };
    },

    /** The author, or any admin role (data_admin and up). */
    async remove(actor: Actor, commentId: number) {
      const existing = await loadComment(commentId);
      if (existing.user_id !== actor.userId && !hasRole(actor.role, 'data_admin')) {
        throw forbidden(COMMENT_MESSAGES.deleteForbidden);
      }
      // the notices quoting it go with it (comments.removed), so its text leaves every feed
      await events.write(db, async (tx, record) => {
        await q.deleteComment(tx, commentId);
        await record('comments.removed', { commentId, comment: quoteOf(existing) });
      });
      return { success: true, message: COMMENT_MESSAGES.deleted };
    },

    async activity(scope: 'set' | 'series', id: number, page: { page: number; limit: number }) {
      if (!(await q.itemExists(db, scope, id))) throw notFound(COMMENT_MESSAGES.itemNotFound);
      const offset = (page.page - 1) * page.limit;
      const [rows, total] = await Promise.all([
        q.listActivity(db, scope, id, page.limit, offset),
        q.countActivity(db, scope, id),
      ]);
      return { activities: rows.map(toActivity), pagination: pagination(page.page, page.limit, total) };
    },
  };
}
