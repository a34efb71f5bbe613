import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * API keys (Settings → API keys). Only the SHA-256 of a key is kept: the key itself is shown once. A key is
 * looked up by that hash on every request (no per-process cache), so a revoked key fails at once everywhere.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    apiKeyId: integer('api_key_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the first characters of the key, shown to recognise it */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);

/**
 * 'Download my data': one zip per request, made by a job and kept in the file storage until it expires (the
 * link stops working then and the file is removed); a zip longer than one stored file is kept in parts.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    exportId: uuid('export_id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** the zip's parts in order (plugins/storage-parts.ts): one when it fits in one stored file */
    storageKeys: text('storage_keys').array(),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user').on(t.userId, t.createdAt)],
);
