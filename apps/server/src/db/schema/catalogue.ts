import { sql } from 'drizzle-orm';
import { users } from './accounts';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const count = <N extends string>(name: N) => integer(name).notNull().default(0);

export const organizations = pgTable('organizations', {
  organizationId: integer('organization_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  abbreviation: text('abbreviation').notNull().unique(),
});

export const manufacturers = pgTable('manufacturers', {
  manufacturerId: integer('manufacturer_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const colors = pgTable('colors', {
  colorId: integer('color_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  hexValue: text('hex_value').notNull(),
});

export const teams = pgTable(
  'teams',
  {
    teamId: integer('team_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** the slug with accented letters dropped instead of transliterated (see migration 0009); null when the same */
    asciiSlug: text('ascii_slug'),
    city: text('city'),
    mascot: text('mascot'),
    abbreviation: text('abbreviation'),
    organizationId: integer('organization_id').references(() => organizations.organizationId),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    cardCount: count('card_count'),
    playerCount: count('player_count'),
    createdAt: createdAt(),
  },
  (t) => [unique('teams_organization_name_key').on(t.organizationId, t.name), index().on(t.asciiSlug)],
);

export const players = pgTable(
  'players',
  {
    playerId: integer('player_id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickName: text('nick_name'),
    birthdate: date('birthdate'),
    isHof: boolean('is_hof').notNull().default(false),
    slug: text('slug').notNull().unique(),
    /** the slug with accented letters dropped instead of transliterated (see migration 0009); null when the same */
    asciiSlug: text('ascii_slug'),
    /** accent- and case-folded "first last" used to match imported names to existing players */
    nameKey: text('name_key').notNull(),
    cardCount: count('card_count'),
    rcCount: count('rc_count'),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('players_name_key_idx').on(t.nameKey),
    // the import wizard's fuzzy player match (name_key % …) over every player
    index('players_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    index().on(t.asciiSlug),
  ],
);

export const playerTeams = pgTable(
  'player_teams',
  {
    playerTeamId: integer('player_team_id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    cardCount: count('card_count'),
  },
  (t) => [unique('player_teams_player_team_key').on(t.playerId, t.teamId), index().on(t.teamId)],
);

export const sets = pgTable(
  'sets',
  {
    setId: integer('set_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** the slug with accented letters dropped instead of transliterated (see migration 0009); null when the same */
    asciiSlug: text('ascii_slug'),
    year: integer('year').notNull(),
    organizationId: integer('organization_id').references(() => organizations.organizationId),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.manufacturerId),
    isComplete: boolean('is_complete').notNull().default(false),
    thumbnail: text('thumbnail'),
    seriesCount: count('series_count'),
    cardCount: count('card_count'),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sets_year_slug_key').on(t.year, t.slug),
    unique('sets_year_name_key').on(t.year, t.name),
    index().on(t.year, t.asciiSlug),
  ],
);

export const series = pgTable(
  'series',
  {
    seriesId: integer('series_id').primaryKey().generatedAlwaysAsIdentity(),
    setId: integer('set_id')
      .notNull()
      .references(() => sets.setId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** globally unique: /series/{slug} addresses a series without its set */
    slug: text('slug').notNull().unique(),
    /** the slug with accented letters dropped instead of transliterated (see migration 0009); null when the same */
    asciiSlug: text('ascii_slug'),
    isBase: boolean('is_base').notNull().default(false),
    parallelOfSeries: integer('parallel_of_series').references((): AnyPgColumn => series.seriesId, {
      onDelete: 'set null',
    }),
    colorId: integer('color_id').references(() => colors.colorId),
    printRunDisplay: text('print_run_display'),
    minPrintRun: integer('min_print_run'),
    maxPrintRun: integer('max_print_run'),
    frontImagePath: text('front_image_path'),
    backImagePath: text('back_image_path'),
    cardCount: count('card_count'),
    cardEnteredCount: count('card_entered_count'),
    rookieCount: count('rookie_count'),
    parallelCount: count('parallel_count'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('series_set_name_key').on(t.setId, t.name),
    index().on(t.parallelOfSeries),
    index().on(t.asciiSlug),
  ],
);

export const cards = pgTable(
  'cards',
  {
    cardId: integer('card_id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.seriesId, { onDelete: 'cascade' }),
    cardNumber: text('card_number').notNull(),
    /** card number plus player names, unique within the series: the last part of the card URL */
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order'),
    isRookie: boolean('is_rookie').notNull().default(false),
    isAutograph: boolean('is_autograph').notNull().default(false),
    isRelic: boolean('is_relic').notNull().default(false),
    printRun: integer('print_run'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cards_series_number_key').on(t.seriesId, t.cardNumber),
    unique('cards_series_slug_key').on(t.seriesId, t.slug),
    /** series card order (sort_order, missing last): card lists and prev/next on a card page */
    index('cards_series_order_idx').on(t.seriesId, sql`coalesce(${t.sortOrder}, 2147483647)`, t.cardId),
    /** a player's rookie cards counted without reading each card row */
    index('cards_rookie_idx')
      .on(t.cardId)
      .where(sql`${t.isRookie}`),
  ],
);

export const cardPlayerTeams = pgTable(
  'card_player_teams',
  {
    cardPlayerTeamId: integer('card_player_team_id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    /** null on team cards and checklists, which name a team but no player */
    playerId: integer('player_id').references(() => players.playerId),
    teamId: integer('team_id').references(() => teams.teamId),
    sortOrder: integer('sort_order').notNull().default(1),
  },
  (t) => [
    unique('card_player_teams_key').on(t.cardId, t.playerId, t.teamId).nullsNotDistinct(),
    // with the card: a player's or team's cards are counted from the index alone
    index().on(t.playerId, t.cardId),
    index().on(t.teamId, t.cardId),
  ],
);

export const visits = pgTable(
  'visits',
  {
    visitId: integer('visit_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    entityType: text('entity_type', { enum: ['player', 'team', 'set', 'series', 'card'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.entityType, t.entityId),
    index('visits_user_recent_idx').on(t.userId, t.visitedAt.desc()),
  ],
);

/**
 * Old slugs of renamed players, teams, sets and series: the catalogue's slug lookups (sql-helpers slugMatches)
 * also find an entity by a slug it used to have, and its page then moves to the canonical address. A live
 * slug always wins over a redirect (canonicalFirst), so a new entity may take an old name.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    entityType: text('entity_type', { enum: ['player', 'team', 'set', 'series'] }).notNull(),
    oldSlug: text('old_slug').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.oldSlug] }), index().on(t.entityType, t.entityId)],
);
