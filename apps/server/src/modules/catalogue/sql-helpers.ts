import { sql, type SQL } from 'drizzle-orm';

export { containsPattern } from '@/lib/like-pattern';

type SlugTable = 'p' | 't' | 'st' | 's';

/**
 * An address's slug matches an entity's slug or its literal form (accents dropped, not transliterated:
 * `acua` for Acuña); both columns are indexed. Order by `canonicalFirst` so an exact slug beats a literal twin.
 */
export const slugMatches = (table: SlugTable, slug: string): SQL =>
  sql`(${sql.raw(table)}.slug = ${slug} or ${sql.raw(table)}.ascii_slug = ${slug})`;

export const canonicalFirst = (table: SlugTable, slug: string): SQL =>
  sql`${sql.raw(table)}.slug = ${slug} desc`;
