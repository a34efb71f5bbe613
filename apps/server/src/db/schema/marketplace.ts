import { boolean, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cards } from './catalogue';

export const marketplaceAccounts = pgTable('marketplace_accounts', {
  marketplaceAccountId: integer('marketplace_account_id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.userId, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('ebay'),
  externalUserId: text('external_user_id'),
  username: text('username'),
  /** tokens are encrypted at rest (AES-256-GCM) with a key of their own, never the session secret */
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  lastSync: timestamp('last_sync', { withTimezone: true }),
  /** eBay refused the refresh token: the user must connect again */
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
  /** when the background sync is next due (every 6 h, jittered) */
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
});

/** The single-use OAuth states: a signed state names its nonce, which may be spent once, by its user. */
export const marketplaceOauthStates = pgTable('marketplace_oauth_states', {
  nonce: text('nonce').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const marketplacePurchases = pgTable(
  'marketplace_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    externalOrderId: text('external_order_id').notNull(),
    externalLineItemId: text('external_line_item_id').notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }),
    sellerName: text('seller_name'),
    imageUrl: text('image_url'),
    isSportsCard: boolean('is_sports_card').notNull().default(false),
    status: text('status').notNull().default('pending'),
    matchedCardId: integer('matched_card_id').references(() => cards.cardId, { onDelete: 'set null' }),
    userCardId: integer('user_card_id'),
    /** how sure the matcher was of matched_card_id (0–1) */
    confidence: numeric('confidence', { precision: 4, scale: 3, mode: 'number' }),
    /** a suggestion's candidate cards, best first (up to 5) */
    candidateCardIds: integer('candidate_card_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('marketplace_purchases_line_key').on(t.userId, t.externalLineItemId),
    index().on(t.userId, t.purchaseDate),
  ],
);

/**
 * Seller wordings a collector settled (accepted or corrected a suggestion): the next purchase of a listing
 * worded the same, by any collector, gets that card. One per wording for the whole catalogue, not per user.
 */
export const marketplaceRememberedWordings = pgTable('marketplace_remembered_wordings', {
  /** the title normalised (remembered-wordings.ts wordingKey) */
  wording: text('wording').primaryKey(),
  cardId: integer('card_id')
    .notNull()
    .references(() => cards.cardId, { onDelete: 'cascade' }),
  /** how many settlements chose this card for the wording */
  timesChosen: integer('times_chosen').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
