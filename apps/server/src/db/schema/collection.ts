import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';

const money = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2 });

export const userLocations = pgTable(
  'user_locations',
  {
    userLocationId: integer('user_location_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    isDashboard: boolean('is_dashboard').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_locations_user_name_key').on(t.userId, sql`lower(${t.location})`)],
);

export const gradingAgencies = pgTable('grading_agencies', {
  gradingAgencyId: integer('grading_agency_id').primaryKey().generatedAlwaysAsIdentity(),
  abbreviation: text('abbreviation').notNull().unique(),
  name: text('name').notNull(),
});

export const userCards = pgTable(
  'user_cards',
  {
    userCardId: integer('user_card_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId),
    randomCode: text('random_code').notNull(),
    serialNumber: integer('serial_number'),
    userLocation: integer('user_location').references(() => userLocations.userLocationId, {
      onDelete: 'set null',
    }),
    purchasePrice: money('purchase_price'),
    estimatedValue: money('estimated_value'),
    currentValue: money('current_value'),
    notes: text('notes'),
    aftermarketAutograph: boolean('aftermarket_autograph').notNull().default(false),
    gradingAgency: integer('grading_agency').references(() => gradingAgencies.gradingAgencyId),
    /** decimal so half grades (9.5) fit */
    grade: numeric('grade', { precision: 4, scale: 1 }),
    gradeId: text('grade_id'),
    /** mirrors a row in user_favorite_cards (kept by a trigger, migration 0007): never written by the app */
    isSpecial: boolean('is_special').notNull().default(false),
    marketplacePurchaseId: integer('marketplace_purchase_id'),
    /** the key an offline add was queued under in the browser: its replay finds this entry instead of adding twice */
    clientKey: uuid('client_key'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_cards_user_code_key').on(t.userId, t.randomCode),
    uniqueIndex('user_cards_user_client_key_key').on(t.userId, t.clientKey),
    index().on(t.userId, t.cardId),
    index().on(t.cardId),
    index().on(t.userLocation),
  ],
);

export const userCardPhotos = pgTable(
  'user_card_photos',
  {
    userCardPhotoId: integer('user_card_photo_id').primaryKey().generatedAlwaysAsIdentity(),
    userCardId: integer('user_card_id')
      .notNull()
      .references(() => userCards.userCardId, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sortOrder: integer('sort_order').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userCardId, t.sortOrder)],
);

export const userFavoriteCards = pgTable(
  'user_favorite_cards',
  {
    favoriteId: integer('favorite_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    userCardId: integer('user_card_id')
      .notNull()
      .references(() => userCards.userCardId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_favorite_cards_slot_key').on(t.userId, t.sortOrder),
    unique('user_favorite_cards_card_key').on(t.userId, t.userCardId),
    check('user_favorite_cards_slot_check', sql`${t.sortOrder} between 1 and 5`),
  ],
);

/**
 * What a bulk edit of My Collection changed, to undo it: the entries as they were before (the columns the action
 * wrote, or the whole rows of a delete). Kept for an hour; one undo only.
 */
export const userCardBulkUndo = pgTable(
  'user_card_bulk_undo',
  {
    undoId: uuid('undo_id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entries: jsonb('entries').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_card_bulk_undo_user').on(t.userId, t.createdAt)],
);
