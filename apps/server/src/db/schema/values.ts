import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';

/**
 * A card's value in one grade bucket ('raw', or '<agency id>:<grade>'), computed from collectors' evidence
 * (values module). A row exists only where at least 3 different collectors stand behind the figure.
 */
export const cardValues = pgTable(
  'card_values',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    gradingAgency: integer('grading_agency'),
    grade: numeric('grade', { precision: 4, scale: 1 }),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    /** 'sales' (paid prices) or 'estimates' (collectors' estimated values) */
    source: text('source').notNull(),
    salesCount: integer('sales_count').notNull(),
    collectorCount: integer('collector_count').notNull(),
    firstDate: date('first_date'),
    lastDate: date('last_date'),
    /** [{ month: 'YYYY-MM', median, sales }] of months with at least 3 collectors' sales */
    monthly: jsonb('monthly').notNull().default([]),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.bucket] })],
);

/** Cards whose values wait to be recomputed (a changed entry or purchase queued them); drained by a job. */
export const cardValueQueue = pgTable('card_value_queue', {
  cardId: integer('card_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A collector's choice about card values: whether their prices count as evidence (default yes). */
export const valueSettings = pgTable('value_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  contribute: boolean('contribute').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One collector's collection on one day: count, value and cost (the daily snapshot job). */
export const collectionValueSnapshots = pgTable(
  'collection_value_snapshots',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    cards: integer('cards').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index().on(t.day)],
);
