import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { cards } from './catalogue';

/**
 * GIN indexes without a pending list: PGlite runs no autovacuum, so pending entries would pile up (measured:
 * 26,000 after a rebuild) and every search would scan them all; writes pay instead, inside ingestion.
 */
const NO_PENDING_LIST = { fastupdate: false };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One denormalised search document per player, team, set and series (cards live in search_cards).
 * Written only by modules/search/search-documents.ts; every text column is already normalised
 * (accents folded, lower case, punctuation removed).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    entityType: text('entity_type', { enum: ['player', 'team', 'set', 'series'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    /** the result's data object, ready to send */
    data: jsonb('data').notNull(),
    /** every name the entity is known by, words sorted: "exact name" matches compare against these */
    names: text('names').array().notNull(),
    /** all searchable words: names, nickname, city, abbreviation, aliases, set name of a series … */
    searchText: text('search_text').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /** sets and series */
    year: integer('year'),
    minPrintRun: integer('min_print_run'),
    maxPrintRun: integer('max_print_run'),
    /** this entity's key among the cards' facets (p12, t3, s7, r40) */
    facet: text('facet').notNull(),
    /** card count: breaks ties between equally good matches */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    index('search_documents_tsv_idx').using('gin', t.tsv).with(NO_PENDING_LIST),
    index('search_documents_names_idx').using('gin', t.names).with(NO_PENDING_LIST),
    index('search_documents_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with(NO_PENDING_LIST),
    index('search_documents_year_idx').on(t.year),
    // "/99" alone: the series printed to 99, without reading every document
    index('search_documents_min_print_run_idx').on(t.minPrintRun),
    index('search_documents_max_print_run_idx').on(t.maxPrintRun),
  ],
);

/**
 * One row per card: the card's facets (its players p…, teams t…, set s…, series r…, year y…, number n…,
 * flags rc/au/re, print run pr…) in a GIN index, so the cards of the matched players, sets and series
 * are found by index intersection instead of a text scan over every card.
 */
export const searchCards = pgTable(
  'search_cards',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    facets: text('facets').array().notNull(),
    year: integer('year').notNull(),
    /** 2 the set's base series, 1 another insert, 0 a parallel: a base card outranks its inserts and parallels */
    seriesRank: smallint('series_rank').notNull(),
    /** cards in the card's series: between two inserts, the bigger (Bowman Prospects) is the better known */
    seriesSize: integer('series_size').notNull(),
    sortOrder: integer('sort_order'),
  },
  (t) => [index('search_cards_facets_idx').using('gin', t.facets).with(NO_PENDING_LIST)],
);

/** Distinct words of all search documents: the vocabulary typos are corrected against (pg_trgm). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/**
 * One row: the version of the search documents' builder they were written with. When the code's differs
 * (a new word, a new facet), the server rebuilds them all on start.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull(),
});
