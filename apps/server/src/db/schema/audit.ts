import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every staff action (user edits, mutes, comment deletions, aggregate runs, catalogue edits): who did what to
 * which thing, when, with the record before and after. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: integer('audit_id').primaryKey().generatedAlwaysAsIdentity(),
    /** null once the staff account is deleted; actor_name keeps who it was */
    actorId: integer('actor_id').references(() => users.userId, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** dotted verb, e.g. user.update, comment.delete, aggregates.update */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** a short human label of the target (username, aggregate type, set name) */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.action, t.createdAt), index().on(t.actorId, t.createdAt)],
);

/**
 * Figures too costly to count per request (collection totals over millions of entries): a background job
 * recounts them and the admin dashboard reads the last count with its time.
 */
export const adminMetricSnapshots = pgTable('admin_metric_snapshots', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
