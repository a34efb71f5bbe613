import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files of the PostgreSQL storage driver (STORAGE=postgres): one row per version of a key. A version is written
 * chunk by chunk while `complete` is false and becomes the key's file in one short transaction, so a reader sees
 * the old file or the new one, never half; a version left incomplete by a crash is removed an hour later.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileId: bigint('file_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    contentType: text('content_type').notNull(),
    sha256: text('sha256'),
    complete: boolean('complete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key')
      .on(t.key)
      .where(sql`${t.complete}`),
    index('stored_files_pending')
      .on(t.createdAt)
      .where(sql`not ${t.complete}`),
  ],
);

/** The content of a stored file in pieces of up to 1 MiB, read one at a time as the file streams out. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.fileId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * Request counters of the rate limits when several servers share the database (an UNLOGGED table, see the
 * migration: counters need no crash safety and no replica, and skip the write-ahead log).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** One row per run of a schedule: the first worker to insert a slot runs it, every other worker skips it. */
export const jobScheduleRuns = pgTable(
  'job_schedule_runs',
  {
    name: text('name').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
