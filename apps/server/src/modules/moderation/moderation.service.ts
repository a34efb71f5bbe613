import { hasRole, MODERATION, MODERATION_MESSAGES as M } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { conflict, forbidden, notFound } from '@/lib/errors';
import { recordAudit } from '@/modules/audit';
import { removeComment } from '@/modules/comments';
import type { SessionUser } from '@/modules/auth';
import * as q from './moderation.queries';

/**
 * The dashboard's moderation block: recent comments, deleting one, muting and unmuting its author. Each
 * change and its audit entry commit together. A mute is a column and a row in user_mutes, so it survives a
 * restart; the comments module refuses a muted user's posts and edits.
 */
export function createModerationService(db: Db, events: EventWriter) {
  return {
    stats: () => q.readModerationStats(db),
    recentComments: async () => ({ comments: await q.listRecentComments(db, MODERATION.recentLimit) }),

    async deleteComment(actor: SessionUser, commentId: number) {
      await events.write(db, async (tx, record) => {
        const removed = await removeComment(tx, commentId);
        if (!removed) throw notFound(M.commentNotFound);
        // the notices quoting it go too (the notifications module's subscriber)
        await record('comments.removed', {
          commentId,
          comment: {
            authorId: removed.user_id,
            type: removed.comment_type,
            itemId: removed.item_id,
            text: removed.comment_text,
          },
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'comment.delete',
          targetType: 'comment',
          targetId: commentId,
          summary: removed.comment_text.slice(0, MODERATION.deletePreviewLength),
          before: removed,
        });
      });
      return { success: true, message: M.deleted };
    },

    async mute(actor: SessionUser, userId: number, reason: string | null) {
      await db.transaction(async (tx) => {
        const user = await q.findUserForMute(tx, userId);
        if (!user) throw notFound(M.userNotFound);
        if (userId === actor.userId) throw forbidden(M.muteSelf);
        if (hasRole(user.role, 'data_admin') && !hasRole(actor.role, 'superadmin'))
          throw forbidden(M.muteStaff);
        if (user.is_muted) throw conflict(M.alreadyMuted);
        await q.muteUser(tx, userId, actor.userId, reason || null);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'user.mute',
          targetType: 'user',
          targetId: userId,
          summary: user.username,
          before: { is_muted: false },
          after: { is_muted: true, reason: reason || null },
        });
      });
      return { success: true, message: M.muted };
    },

    async unmute(actor: SessionUser, userId: number) {
      await db.transaction(async (tx) => {
        const user = await q.findUserForMute(tx, userId);
        if (!user) throw notFound(M.userNotFound);
        if (!user.is_muted) throw conflict(M.notMuted);
        await q.unmuteUser(tx, userId);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'user.unmute',
          targetType: 'user',
          targetId: userId,
          summary: user.username,
          before: { is_muted: true },
          after: { is_muted: false },
        });
      });
      return { success: true, message: M.unmuted };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
