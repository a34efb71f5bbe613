import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { toIso } from '@/db/sql';
import * as q from './notifications.queries';

const toNotification = (row: q.NotificationRow): Notification => ({
  ...row,
  created_at: toIso(row.created_at),
});

/** `notifications_off` lists the kinds turned off, and `{kind}_mail` for a mailed kind whose mail is off. */
const toSettings = (off: string[]): NotificationSettings => ({
  ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)])) as Record<
    NotificationKind,
    boolean
  >),
  trade_mail: !off.includes('trade_mail'),
});

/** A user's own notifications: every call is scoped by the caller's id, so another user's id answers 404. */
export function createNotificationsService(db: Db) {
  return {
    async list(userId: number, limit: number) {
      const [rows, counts] = await Promise.all([
        q.listNotifications(db, userId, limit),
        q.countNotifications(db, userId),
      ]);
      return { success: true as const, notifications: rows.map(toNotification), counts };
    },

    async unreadCount(userId: number) {
      return { success: true as const, count: await q.countUnread(db, userId) };
    },

    async markRead(userId: number, id: number) {
      if ((await q.markRead(db, userId, [id])) === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { success: true, message: NOTIFICATION_MESSAGES.markedRead };
    },

    async markAllRead(userId: number) {
      await q.markAllRead(db, userId);
      return { success: true, message: NOTIFICATION_MESSAGES.allMarkedRead };
    },

    async remove(userId: number, id: number) {
      if ((await q.deleteNotifications(db, userId, [id])) === 0)
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { success: true, message: NOTIFICATION_MESSAGES.deleted };
    },

    async clearRead(userId: number) {
      await q.deleteRead(db, userId);
      return { success: true, message: NOTIFICATION_MESSAGES.readCleared };
    },

    /** Acts on the caller's notifications among the ids; ids of others are ignored, none of them found is 404. */
    async bulk(userId: number, action: 'read' | 'delete', ids: number[]) {
      const unique = [...new Set(ids)];
      const affected =
        action === 'read'
          ? await q.markRead(db, userId, unique)
          : await q.deleteNotifications(db, userId, unique);
      if (affected === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
      const message =
        action === 'read' ? NOTIFICATION_MESSAGES.selectedRead : NOTIFICATION_MESSAGES.selectedDeleted;
      return { success: true, message, affected };
    },

    async settings(userId: number) {
      return { success: true as const, settings: toSettings(await q.readKindsOff(db, userId)) };
    },

    async updateSettings(userId: number, changes: Partial<NotificationSettings>) {
      const settings = { ...toSettings(await q.readKindsOff(db, userId)), ...changes };
      const off: string[] = NOTIFICATION_KINDS.filter((kind: NotificationKind) => !settings[kind]);
      if (!settings.trade_mail) off.push('trade_mail');
      await q.writeKindsOff(db, userId, off);
      return {
        success: true as const,
        message: NOTIFICATION_MESSAGES.settingsSaved,
        settings: toSettings(off),
      };
    },
  };
}
