import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { containsPattern } from './sql-helpers';
import type { SqlColumns } from '@/db/rows';
import type { series } from '@/db/schema';

export type SeriesRow = SqlColumns<
  typeof series,
  | 'series_id'
  | 'name'
  | 'slug'
  | 'set_id'
  | 'is_base'
  | 'color_id'
  | 'print_run_display'
  | 'min_print_run'
  | 'max_print_run'
  | 'front_image_path'
  | 'back_image_path'
  | 'card_count'
  | 'card_entered_count'
  | 'rookie_count'
  | 'parallel_count'
> & {
  set_name: string;
  set_slug: string;
  year: number;
  is_parallel: boolean;
  parent_series_id: number | null;
  parallel_parent_name: string | null;
  color_name: string | null;
  color_hex: string | null;
};

const SERIES_SELECT = sql`
  select s.series_id, s.name, s.slug, s.set_id, st.name as set_name, st.slug as set_slug, st.year, s.is_base,
         s.parallel_of_series is not null as is_parallel, s.parallel_of_series as parent_series_id,
         p.name as parallel_parent_name, s.color_id, col.name as color_name, col.hex_value as color_hex,
         s.print_run_display, s.min_print_run, s.max_print_run, s.front_image_path, s.back_image_path,
         s.card_count, s.card_entered_count, s.rookie_count, s.parallel_count
  from series s
  join sets st on st.set_id = s.set_id
  left join series p on p.series_id = s.parallel_of_series
  left join colors col on col.color_id = s.color_id`;

/** Each base or standalone series followed by its parallels (highest print run first). */
const FAMILY_ORDER = sql`coalesce(p.is_base, s.is_base) desc, coalesce(p.name, s.name), coalesce(p.series_id, s.series_id),
  s.parallel_of_series is not null, s.max_print_run desc nulls first, s.name`;

export async function listSetSeries(db: Executor, setId: number): Promise<SeriesRow[]> {
  const result = await db.execute<SeriesRow>(
    sql`${SERIES_SELECT} where s.set_id = ${setId} order by ${FAMILY_ORDER}`,
  );
  return result.rows;
}

/** Newest series first (ids follow creation order, so the primary key serves the sort), of a set or a name. */
export async function listSeries(db: Executor, filter: { setId?: number; search?: string }, limit: number) {
  const conditions: SQL[] = [];
  if (filter.setId !== undefined) conditions.push(sql`s.set_id = ${filter.setId}`);
  if (filter.search) conditions.push(sql`s.name ilike ${containsPattern(filter.search)}`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const result = await db.execute<SeriesRow>(
    sql`${SERIES_SELECT} where ${where} order by s.series_id desc limit ${limit}`,
  );
  return result.rows;
}

export async function findSeries(db: Executor, where: SQL, order: SQL): Promise<SeriesRow | undefined> {
  const result = await db.execute<SeriesRow>(sql`${SERIES_SELECT} where ${where} order by ${order} limit 1`);
  return result.rows[0];
}

/** The other series of a family: the base (or parent) and every parallel of it. */
export async function listFamily(db: Executor, rootId: number, exceptId: number) {
  const result = await db.execute<
    SqlColumns<typeof series, 'series_id' | 'name' | 'is_base'> & {
      series_slug: string;
      is_parallel: boolean;
      print_run_display: string | null;
      color_hex: string | null;
      color_name: string | null;
      card_count: number;
    }
  >(sql`
    select s.series_id, s.name, s.slug as series_slug, s.is_base, s.parallel_of_series is not null as is_parallel,
           s.print_run_display, col.hex_value as color_hex, col.name as color_name, s.card_count
    from series s left join colors col on col.color_id = s.color_id
    where (s.series_id = ${rootId} or s.parallel_of_series = ${rootId}) and s.series_id <> ${exceptId}
    order by s.parallel_of_series is not null, s.max_print_run desc nulls first, s.name`);
  return result.rows;
}

/** Distinct cards of the series the user owns. */
export async function countOwnedInSeries(db: Executor, userId: number, seriesId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(distinct uc.card_id)::int as n
    from user_cards uc join cards c on c.card_id = uc.card_id
    where uc.user_id = ${userId} and c.series_id = ${seriesId}`);
  return result.rows[0]?.n ?? 0;
}
