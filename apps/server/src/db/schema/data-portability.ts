import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
