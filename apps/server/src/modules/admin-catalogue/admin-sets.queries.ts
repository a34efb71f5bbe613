import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type { manufacturers, organizations, sets } from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';

export type SetValues = {
  name: string;
  slug: string;
  year: number;
  organizationId: number | null;
  manufacturerId: number | null;
  isComplete: boolean;
  thumbnail: string | null;
};

/** A set's own columns, as the editor reads and writes them. */
type SetEditRow = SqlColumns<
  typeof sets,
  'set_id' | 'name' | 'slug' | 'year' | 'organization_id' | 'manufacturer_id' | 'is_complete' | 'thumbnail'
>;

export async function findSetRow(db: Executor, setId: number) {
  const result = await db.execute<SetEditRow>(sql`
    select set_id, name, slug, year, organization_id, manufacturer_id, is_complete, thumbnail
    from sets where set_id = ${setId}`);
  return result.rows[0];
}

/** Another set of that year with the same name or slug. */
export async function setClashes(
  db: Executor,
  values: { year: number; name: string; slug: string },
  exceptId = 0,
) {
  const result = await db.execute(sql`
    select 1 from sets where year = ${values.year} and (name = ${values.name} or slug = ${values.slug})
      and set_id <> ${exceptId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function organizationExists(db: Executor, id: number): Promise<boolean> {
  return (
    ((await db.execute(sql`select 1 from organizations where organization_id = ${id}`)).rowCount ?? 0) > 0
  );
}

export async function manufacturerExists(db: Executor, id: number): Promise<boolean> {
  return (
    ((await db.execute(sql`select 1 from manufacturers where manufacturer_id = ${id}`)).rowCount ?? 0) > 0
  );
}

export async function insertSet(db: Executor, v: SetValues): Promise<number> {
  const result = await db.execute<SqlColumns<typeof sets, 'set_id'>>(sql`
    insert into sets (name, slug, year, organization_id, manufacturer_id, is_complete, thumbnail)
    values (${v.name}, ${v.slug}, ${v.year}, ${v.organizationId}, ${v.manufacturerId}, ${v.isComplete}, ${v.thumbnail})
    returning set_id`);
  return result.rows[0]!.set_id;
}

export async function updateSet(db: Executor, setId: number, v: SetValues): Promise<void> {
  await db.execute(sql`
    update sets set name = ${v.name}, slug = ${v.slug}, year = ${v.year}, organization_id = ${v.organizationId},
      manufacturer_id = ${v.manufacturerId}, is_complete = ${v.isComplete}, thumbnail = ${v.thumbnail}
    where set_id = ${setId}`);
}

export async function setThumbnail(db: Executor, setId: number, thumbnail: string): Promise<void> {
  await db.execute(sql`update sets set thumbnail = ${thumbnail} where set_id = ${setId}`);
}

export async function listOrganizations(db: Executor) {
  const result = await db.execute<
    SqlColumns<typeof organizations, 'organization_id' | 'name' | 'abbreviation'>
  >(sql`select organization_id, name, abbreviation from organizations order by name`);
  return result.rows;
}

export async function listManufacturers(db: Executor) {
  const result = await db.execute<SqlColumns<typeof manufacturers, 'manufacturer_id' | 'name'>>(
    sql`select manufacturer_id, name from manufacturers order by name`,
  );
  return result.rows;
}

const SET_ORDER = {
  set_id: sql`st.set_id`,
  name: sql`lower(st.name)`,
  year: sql`st.year`,
  organization: sql`lower(o.name)`,
  manufacturer: sql`lower(m.name)`,
  series_count: sql`st.series_count`,
  card_count: sql`st.card_count`,
  last_viewed: sql`st.last_viewed`,
} as const;

/** The admin set list: a search over set, organization and manufacturer names, sorted (nulls last). */
export async function listSetsForAdmin(
  db: Executor,
  filter: {
    search: string | null;
    year?: number;
    setId?: number;
    sort: keyof typeof SET_ORDER;
    desc: boolean;
    limit: number;
  },
) {
  const conditions = [sql`true`];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(st.name ilike ${pattern} or o.name ilike ${pattern} or o.abbreviation ilike ${pattern}
      or m.name ilike ${pattern} or st.year::text = ${filter.search})`);
  }
  if (filter.year !== undefined) conditions.push(sql`st.year = ${filter.year}`);
  if (filter.setId !== undefined) conditions.push(sql`st.set_id = ${filter.setId}`);
  const direction = filter.desc ? sql`desc nulls last` : sql`asc nulls last`;
  const result = await db.execute<
    SetEditRow &
      SqlColumns<typeof sets, 'card_count' | 'series_count'> &
      OuterJoined<
        SqlColumnAs<typeof organizations, 'name', 'organization_name'> &
          SqlColumnAs<typeof organizations, 'abbreviation', 'organization_abbreviation'> &
          SqlColumnAs<typeof manufacturers, 'name', 'manufacturer_name'>
      > & { has_spreadsheet: boolean; last_viewed: Date | null }
  >(sql`
    select st.set_id, st.name, st.slug, st.year, st.organization_id, o.name as organization_name,
           o.abbreviation as organization_abbreviation, st.manufacturer_id, m.name as manufacturer_name,
           st.is_complete, st.thumbnail, st.card_count, st.series_count,
           exists (select 1 from set_spreadsheets ss where ss.set_id = st.set_id) as has_spreadsheet, st.last_viewed
    from sets st
    left join organizations o on o.organization_id = st.organization_id
    left join manufacturers m on m.manufacturer_id = st.manufacturer_id
    where ${sql.join(conditions, sql` and `)}
    order by ${SET_ORDER[filter.sort]} ${direction}, st.set_id desc
    limit ${filter.limit}`);
  return result.rows;
}
