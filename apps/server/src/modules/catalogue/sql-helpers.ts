import { sql, type SQL } from 'drizzle-orm';

/** One int[] parameter (drizzle would expand a JS array into a list of parameters). */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

export { containsPattern } from '@/lib/like-pattern';

/** Sort key of a card within its series: sort_order, missing last (matches cards_series_order_idx). */
export const CARD_ORDER_KEY = sql.raw('coalesce(c.sort_order, 2147483647)');

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

type SlugTable = 'p' | 't' | 'st' | 's';

/**
 * An address's slug matches an entity's slug or its literal form (accents dropped, not transliterated:
 * `acua` for Acuña); both columns are indexed. Order by `canonicalFirst` so an exact slug beats a literal twin.
 */
export const slugMatches = (table: SlugTable, slug: string): SQL =>
  sql`(${sql.raw(table)}.slug = ${slug} or ${sql.raw(table)}.ascii_slug = ${slug})`;

export const canonicalFirst = (table: SlugTable, slug: string): SQL =>
  sql`${sql.raw(table)}.slug = ${slug} desc`;
