import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';
import { userCards } from './collection';

export const TRADE_STATUS_VALUES = [
  'proposed',
  'countered',
  'accepted',
  'completed',
  'declined',
  'withdrawn',
  'cancelled',
  'closed',
] as const;
export const FEEDBACK_RATING_VALUES = ['positive', 'neutral', 'negative'] as const;

/** A collector's want list: one row per card, with the highest grade they are after and a note. */
export const tradeWants = pgTable(
  'trade_wants',
  {
    wantId: integer('want_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    maxGrade: numeric('max_grade', { precision: 4, scale: 1 }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('trade_wants_user_card_key').on(t.userId, t.cardId),
    // matching: who wants this card (the other side's wants of my offered cards), with the highest grade they
    // take, so the probe of each offered card reads the index alone
    index('trade_wants_card_user_grade_index').on(t.cardId, t.userId, t.maxGrade),
  ],
);

/**
 * Copies a collector marked for trade. A row of trading's own keyed by the collection's entry (the entry's
 * card kept beside it for matching); it goes with the entry.
 */
export const tradeOffers = pgTable(
  'trade_offers',
  {
    userCardId: integer('user_card_id')
      .primaryKey()
      .references(() => userCards.userCardId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // matching: who offers this card, and the copy's grade through its entry
    index('trade_offers_card_user_index').on(t.cardId, t.userId, t.userCardId),
    index('trade_offers_user_card_index').on(t.userId, t.cardId),
  ],
);

/** A trade between two collectors; its status moves only through the trading service's state machine. */
export const trades = pgTable(
  'trades',
  {
    tradeId: integer('trade_id').primaryKey().generatedAlwaysAsIdentity(),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: TRADE_STATUS_VALUES }).notNull().default('proposed'),
    /** who answers an open trade next (the recipient of a proposal, the proposer of a counter) */
    awaitingUserId: integer('awaiting_user_id'),
    proposerShippedAt: timestamp('proposer_shipped_at', { withTimezone: true }),
    recipientShippedAt: timestamp('recipient_shipped_at', { withTimezone: true }),
    proposerReceivedAt: timestamp('proposer_received_at', { withTimezone: true }),
    recipientReceivedAt: timestamp('recipient_received_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('trades_proposer_index').on(t.proposerId, t.status),
    index('trades_recipient_index').on(t.recipientId, t.status),
    check('trades_two_collectors_check', sql`${t.proposerId} <> ${t.recipientId}`),
  ],
);

/**
 * The copies a trade moves: the entry, its card and how it was graded when offered. `user_card_id` is no
 * foreign key: the entry leaves its giver's collection when the trade completes and the row stays as history.
 */
export const tradeItems = pgTable(
  'trade_items',
  {
    tradeItemId: integer('trade_item_id').primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId, { onDelete: 'cascade' }),
    giverId: integer('giver_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    userCardId: integer('user_card_id').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId),
    gradeLabel: text('grade_label'),
    serialNumber: integer('serial_number'),
    aftermarketAutograph: boolean('aftermarket_autograph').notNull().default(false),
    /** the entry the copy became in the receiver's collection */
    receivedUserCardId: integer('received_user_card_id'),
  },
  (t) => [
    unique('trade_items_trade_copy_key').on(t.tradeId, t.userCardId),
    // which trades hold a copy (offered twice, deleted, completed elsewhere)
    index('trade_items_user_card_index').on(t.userCardId),
  ],
);

/** Every step of every trade, with who took it. */
export const tradeTransitions = pgTable(
  'trade_transitions',
  {
    transitionId: integer('transition_id').primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.userId, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: TRADE_STATUS_VALUES }),
    toStatus: text('to_status', { enum: TRADE_STATUS_VALUES }).notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_transitions_trade_index').on(t.tradeId, t.transitionId)],
);

/** One line of feedback per side of a completed trade. */
export const tradeFeedback = pgTable(
  'trade_feedback',
  {
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    rating: text('rating', { enum: FEEDBACK_RATING_VALUES }).notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tradeId, t.fromUserId] }),
    index('trade_feedback_to_index').on(t.toUserId),
  ],
);

/** A collector who blocked another: no proposals and no matches either way. */
export const tradeBlocks = pgTable(
  'trade_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('trade_blocks_blocked_index').on(t.blockedId),
  ],
);

/** A collector's trading settings; no row is the default (taking part in matching). */
export const tradeSettings = pgTable('trade_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  matchingOptOut: boolean('matching_opt_out').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
