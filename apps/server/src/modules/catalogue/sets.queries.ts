import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { canonicalFirst, containsPattern, slugMatches } from './sql-helpers';
import type { SqlColumns } from '@/db/rows';
import type { setSpreadsheets, sets } from '@/db/schema';

export type SetRow = SqlColumns<
  typeof sets,
  | 'set_id'
  | 'name'
  | 'slug'
  | 'year'
  | 'organization_id'
  | 'manufacturer_id'
  | 'is_complete'
  | 'thumbnail'
  | 'card_count'
  | 'series_count'
> & {
  organization_name: string | null;
  organization_abbreviation: string | null;
  manufacturer_name: string | null;
  has_spreadsheet: boolean;
};

const SET_SELECT = sql`
  select st.set_id, st.name, st.slug, st.year, st.organization_id, o.name as organization_name,
         o.abbreviation as organization_abbreviation, st.manufacturer_id, m.name as manufacturer_name,
         st.is_complete, st.thumbnail, st.card_count, st.series_count, ss.set_id is not null as has_spreadsheet
  from sets st
  left join organizations o on o.organization_id = st.organization_id
  left join manufacturers m on m.manufacturer_id = st.manufacturer_id
  left join set_spreadsheets ss on ss.set_id = st.set_id`;

/** Year tiles, newest first; only years valid for grouping (1900 to next decade). */
export async function listYears(db: Executor) {
  const result = await db.execute<
    SqlColumns<typeof sets, 'year'> & { set_count: number; card_count: number }
  >(sql`
    select year, count(*)::int as set_count, coalesce(sum(card_count), 0)::int as card_count
    from sets where year between 1900 and extract(year from now())::int + 10
    group by year order by year desc`);
  return result.rows;
}

export async function listSets(db: Executor, filter: { year?: number; search?: string }): Promise<SetRow[]> {
  const conditions: SQL[] = [];
  if (filter.year !== undefined) conditions.push(sql`st.year = ${filter.year}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(st.name ilike ${pattern} or o.name ilike ${pattern} or o.abbreviation ilike ${pattern} or m.name ilike ${pattern})`,
    );
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const result = await db.execute<SetRow>(
    sql`${SET_SELECT} where ${where} order by st.year desc, st.name, st.set_id`,
  );
  return result.rows;
}

async function findSet(db: Executor, where: SQL, order: SQL = sql`st.set_id`): Promise<SetRow | undefined> {
  const result = await db.execute<SetRow>(sql`${SET_SELECT} where ${where} order by ${order} limit 1`);
  return result.rows[0];
}

/** A set of a year by slug or its literal form; the set whose own slug it is comes first. */
export const findSetBySlug = (db: Executor, year: number, slug: string) =>
  findSet(
    db,
    sql`st.year = ${year} and ${slugMatches('st', slug)}`,
    sql`${canonicalFirst('st', slug)}, st.set_id`,
  );
export const findSetById = (db: Executor, setId: number) => findSet(db, sql`st.set_id = ${setId}`);

export async function findSpreadsheet(db: Executor, setId: number) {
  const result = await db.execute<
    SqlColumns<typeof setSpreadsheets, 'set_id' | 'format' | 'file_size' | 'generated_at'>
  >(sql`
    select set_id, format, file_size, generated_at from set_spreadsheets where set_id = ${setId}`);
  return result.rows[0];
}
