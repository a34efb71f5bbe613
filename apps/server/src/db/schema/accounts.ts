import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const ROLES = ['user', 'data_admin', 'admin', 'superadmin'] as const;

export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    loginAttempts: integer('login_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    website: text('website'),
    location: text('location'),
    isPublicProfile: boolean('is_public_profile').notNull().default(true),
    isMuted: boolean('is_muted').notNull().default(false),
    /** kinds of notification (comment, achievement, collection, system) the user turned off */
    notificationsOff: text('notifications_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a token is only valid while its session row matches it */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Failed sign-ins per account and client address: a lock stops guessing from that client only, so a stranger
 * elsewhere cannot keep the owner locked out. A success from that client or a password reset clears them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** the client's address (an IPv6 address by its /64 network) */
    client: text('client').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.client] })],
);

/** Email verification and password reset tokens: only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenId: integer('token_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

export const mailOutbox = pgTable('mail_outbox', {
  mailId: integer('mail_id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const userMutes = pgTable(
  'user_mutes',
  {
    muteId: integer('mute_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    mutedBy: integer('muted_by').references(() => users.userId, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unmutedAt: timestamp('unmuted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_mutes_active_key')
      .on(t.userId)
      .where(sql`${t.unmutedAt} is null`),
  ],
);
