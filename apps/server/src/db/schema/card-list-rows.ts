import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
