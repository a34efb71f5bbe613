import { z } from 'zod';
import { messageResponseSchema } from '../auth/auth';
import { idSchema } from '../api/input';
import { defineEndpoint } from '../api/contract';

export const NOTIFICATION_KINDS = ['comment', 'achievement', 'collection', 'system', 'trade'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_ITEM_TYPES = ['card', 'series', 'set', 'trade'] as const;
/** Kinds also sent by mail (unless turned off: the setting `{kind}_mail`). */
export const MAILED_NOTIFICATION_KINDS = ['trade'] as const;
export type MailedNotificationKind = (typeof MAILED_NOTIFICATION_KINDS)[number];

/** Spec 2 §9: the page asks for 100, the bell polls every 30 s; comments notify once per thread per hour. */
export const NOTIFICATIONS = { pageLimit: 100, pollMs: 30_000, commentThrottleMinutes: 60 } as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  comment: 'Comments on cards, series and sets you follow',
  achievement: 'Achievements you earn',
  collection: 'Changes to your collection',
  system: 'Account and security (password changes, new sign-ins)',
  trade: 'Trades: proposals, answers, shipping and messages',
};

export const MAILED_KIND_LABELS: Record<MailedNotificationKind, string> = {
  trade: 'Also send trade notifications by e-mail',
};

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  readCleared: 'Read notifications cleared',
  selectedRead: 'Selected notifications marked as read',
  selectedDeleted: 'Selected notifications deleted',
  notFound: 'Notification not found',
  settingsSaved: 'Notification settings saved',
} as const;

export const notificationSchema = z.object({
  notification_id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_KINDS),
  item_type: z.enum(NOTIFICATION_ITEM_TYPES).nullable(),
  item_id: z.number().int().nullable(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** where a click goes: the item's page, /achievements, /collection, or null */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountsSchema = z.object({
  all: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
});

const notificationIdParams = z.object({ id: idSchema('notification') });

export const listNotificationsContract = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  summary: 'The newest notifications of the caller, with the counts of the filter tabs',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS.pageLimit).default(NOTIFICATIONS.pageLimit),
  }),
  response: z.object({
    success: z.literal(true),
    notifications: z.array(notificationSchema),
    counts: notificationCountsSchema,
  }),
});

export const unreadCountContract = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread-count',
  access: 'user',
  summary: 'Unread notifications (the header bell polls it)',
  response: z.object({ success: z.literal(true), count: z.number().int() }),
});

export const markNotificationReadContract = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/:id/read',
  access: 'user',
  params: notificationIdParams,
  response: messageResponseSchema,
});

export const markAllNotificationsReadContract = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/mark-all-read',
  access: 'user',
  response: messageResponseSchema,
});

export const deleteNotificationContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/notifications/:id',
  access: 'user',
  params: notificationIdParams,
  response: messageResponseSchema,
});

export const clearReadNotificationsContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/notifications/clear-read',
  access: 'user',
  response: messageResponseSchema,
});

/** The page's bulk actions as one call (spec 2 §7 leaves the call pattern open). */
export const bulkNotificationsContract = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/bulk',
  access: 'user',
  body: z.object({
    action: z.enum(['read', 'delete'], { error: "Bulk action must be 'read' or 'delete'" }),
    ids: z
      .array(z.number().int().positive().max(2147483647))
      .min(1, 'No notifications selected')
      .max(NOTIFICATIONS.pageLimit),
  }),
  response: messageResponseSchema.extend({ affected: z.number().int() }),
});

export const notificationSettingsSchema = z.object({
  ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >),
  trade_mail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getNotificationSettingsContract = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/settings',
  access: 'user',
  summary: 'Which kinds of notification the caller receives',
  response: z.object({ success: z.literal(true), settings: notificationSettingsSchema }),
});

export const updateNotificationSettingsContract = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/settings',
  access: 'user',
  // a setting left out keeps its value (an older client knows no trade settings)
  body: notificationSettingsSchema.partial(),
  response: z.object({ success: z.literal(true), message: z.string(), settings: notificationSettingsSchema }),
});
