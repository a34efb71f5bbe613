import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';

/**
 * Each card's list rows as ready JSON text: what a card table and a collection list repeat for thousands of
 * cards, built once by modules/card-list/card-list-rows.ts and read back without parsing. A row is written on
 * first use; the triggers of migration 0005 delete it whenever anything it shows changes (the card, its
 * players and teams, their names and colours, its series, set or colour), so it is never stale.
 */
export const cardListRows = pgTable(
  'card_list_rows',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    seriesId: integer('series_id').notNull(),
    /** the collection order: series name, sort order (missing last), numeric card number, card number */
    seriesName: text('series_name').notNull(),
    sortOrder: integer('sort_order'),
    cardNumber: text('card_number').notNull(),
    /** the card-table row (Card of packages/shared) without user_card_count */
    listJson: text('list_json').notNull(),
    /** the catalogue half of a collection entry (UserCard of packages/shared) */
    collectionJson: text('collection_json').notNull(),
  },
  (t) => [index('card_list_rows_series_idx').on(t.seriesId)],
);

/**
 * One row per transaction that changed what card tables or collection lists show (migration 0019's triggers):
 * a kept answer stays current while max(change_id) does.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    changeId: bigint('change_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [unique('catalogue_changes_transaction_key').on(t.transactionId)],
);

/** Each collector's collection version, raised by migration 0019's triggers on every write to their entries. */
export const collectionVersions = pgTable('collection_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).default(0).notNull(),
});
