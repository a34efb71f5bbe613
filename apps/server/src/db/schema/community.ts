import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const COMMENT_TYPES = ['card', 'series', 'set', 'trade'] as const;

export const comments = pgTable(
  'comments',
  {
    commentId: integer('comment_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    commentType: text('comment_type', { enum: COMMENT_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    commentText: text('comment_text').notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index().on(t.commentType, t.itemId, t.createdAt), index().on(t.userId), index().on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    notificationId: integer('notification_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    notificationType: text('notification_type', {
      enum: ['comment', 'achievement', 'collection', 'system', 'trade'],
    }).notNull(),
    itemType: text('item_type', { enum: COMMENT_TYPES }),
    itemId: integer('item_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.isRead, t.createdAt),
    // the once-per-thread-per-hour check of comment notifications
    index('notifications_thread_index').on(t.userId, t.itemType, t.itemId, t.createdAt),
    // the bell's count, polled by every open tab: an index-only scan of the unread entries alone
    index('notifications_unread_index')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);
