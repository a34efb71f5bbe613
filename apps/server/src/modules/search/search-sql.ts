import { sql, type SQL } from 'drizzle-orm';

/**
 * The one normalisation every search column and every query term goes through: accents folded,
 * lower case, apostrophes dropped ("O'Neil" → "oneil"), any other run of symbols one space.
 * normalizeSearchText in search-query.ts is its TypeScript twin.
 */
export const normalized = (value: SQL) =>
  sql`trim(regexp_replace(regexp_replace(lower(unaccent(coalesce(${value}, ''))), '[''’\`]+', '', 'g'), '[^a-z0-9]+', ' ', 'g'))`;

/** Words of a normalised text in byte order: "exact name" matching ignores word order ("trout mike"). */
export const sortedWords = (value: SQL) =>
  sql`(select coalesce(string_agg(w, ' ' order by w collate "C"), '')
       from unnest(string_to_array(${normalized(value)}, ' ')) w where w <> '')`;

/** A card number as a search key: "#US-175" → "us175". */
export const cardNumberKey = (value: SQL) => sql`regexp_replace(lower(${value}), '[^a-z0-9]+', '', 'g')`;

export { textArray, withinIds } from '@/db/sql';

/** Bounds that keep every query's work small whatever the words (DESIGN §1 "Search"). */
export const SEARCH_BOUNDS = {
  /** entity documents (players, teams, sets, series) considered per query */
  entities: 5000,
  /** best entities per term whose cards are looked at */
  entitiesPerTerm: 40,
  /** cards ranked per query */
  cards: 500,
  /** typo corrections tried per word */
  corrections: 6,
} as const;
