import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sets } from './catalogue';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    jobId: integer('job_id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    priority: integer('priority').notNull().default(0),
    retryCount: integer('retry_count').notNull().default(0),
    maxRetries: integer('max_retries').notNull().default(3),
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    result: jsonb('result'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    /** a natural key so the same work is never queued twice while pending */
    dedupeKey: text('dedupe_key'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** claims so far; a worker's writes name its attempt, so one whose lease was taken over changes nothing */
    attempt: integer('attempt').notNull().default(0),
    /** while processing: the worker renews this; past it the job is taken over by another worker */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** claims a stopping worker handed back (SIGTERM): not counted as a worker the job took down with it */
    handedBack: integer('handed_back').notNull().default(0),
    /** host:pid:boot of the worker holding the job, so a restarted process frees the jobs of its dead self */
    lockedBy: text('locked_by'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.priority, t.runAfter),
    uniqueIndex('jobs_pending_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'processing')`),
  ],
);

/** The generated master-set spreadsheet of each set. */
export const setSpreadsheets = pgTable('set_spreadsheets', {
  setId: integer('set_id')
    .primaryKey()
    .references(() => sets.setId, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  format: text('format').notNull().default('xlsx'),
  fileSize: integer('file_size').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row once the first start began loading the shipped sample catalogue; completed_at stays empty until every
 * set is in, so a start interrupted mid-load finishes it on the next start instead of keeping a partial catalogue.
 */
export const sampleCatalogueLoad = pgTable('sample_catalogue_load', {
  id: integer('id').primaryKey().default(1),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
