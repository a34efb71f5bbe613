import { sql, type SQL } from 'drizzle-orm';

export { containsPattern } from '@/lib/like-pattern';

type SlugTable = 'p' | 't' | 'st' | 's';

const REDIRECTED: Record<SlugTable, { type: string; id: string }> = {
  p: { type: 'player', id: 'player_id' },
  t: { type: 'team', id: 'team_id' },
  st: { type: 'set', id: 'set_id' },
  s: { type: 'series', id: 'series_id' },
};

/**
 * An address's slug matches an entity's slug, its literal form (accents dropped, not transliterated: `acua`
 * for Acuña) or a slug it had before a rename (slug_redirects); all three are indexed, and the redirect ids are
 * read once (an init plan), so the primary key serves them. Order by `canonicalFirst` so an exact slug beats a
 * literal twin or an old name.
 */
export const slugMatches = (table: SlugTable, slug: string): SQL => {
  const { type, id } = REDIRECTED[table];
  const alias = sql.raw(table);
  return sql`(${alias}.slug = ${slug} or ${alias}.ascii_slug = ${slug} or ${alias}.${sql.raw(id)} = any(array(
    select entity_id from slug_redirects where entity_type = ${type} and old_slug = ${slug})))`;
};

export const canonicalFirst = (table: SlugTable, slug: string): SQL =>
  sql`${sql.raw(table)}.slug = ${slug} desc`;
