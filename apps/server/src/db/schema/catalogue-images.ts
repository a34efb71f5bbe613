import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';
import { userCardPhotos } from './collection';

export const CARD_IMAGE_SIDES = ['front', 'back'] as const;
export const CARD_IMAGE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'removed',
  'replaced',
] as const;

/**
 * Collectors' photos suggested as a card's catalogue picture. A pending row holds a copy of the photo (its
 * re-encoded file, so no EXIF) under a name made of its hash; an approved row holds the published sizes under
 * the hash of the published picture. At most one approved row per card side; any other status keeps no file.
 */
export const cardImages = pgTable(
  'card_images',
  {
    cardImageId: integer('card_image_id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    side: text('side', { enum: CARD_IMAGE_SIDES }).notNull(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sourcePhotoId: integer('source_photo_id').references(() => userCardPhotos.userCardPhotoId, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: CARD_IMAGE_STATUSES }).notNull().default('pending'),
    /** sha256 of the suggested file: the same picture is never held twice while pending or published */
    sourceHash: text('source_hash').notNull(),
    sourceKey: text('source_key'),
    /** sha256 of the published full-size picture: the content-addressed name of every published size */
    imageHash: text('image_hash'),
    width: integer('width'),
    height: integer('height'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.userId, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_images_published_side_key')
      .on(t.cardId, t.side)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('card_images_live_source_key')
      .on(t.sourceHash)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('card_images_status_index').on(t.status, t.createdAt),
    index('card_images_contributor_index').on(t.contributorId, t.status),
    index('card_images_image_hash_index').on(t.imageHash),
  ],
);

/** When a collector agreed to the catalogue picture terms (asked once, before their first suggestion). */
export const cardImageConsents = pgTable('card_image_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  termsVersion: integer('terms_version').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});
