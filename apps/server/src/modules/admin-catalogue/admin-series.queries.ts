import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { colors, series, sets } from '@/db/schema';
import { intArray } from '@/db/sql';
import { deleteSeriesThreads } from '@/modules/comments';

export type SeriesValues = {
  name: string;
  slug: string;
  isBase: boolean;
  cardCount: number;
  parallelOf: number | null;
  colorId: number | null;
  printRunDisplay: string | null;
  minPrintRun: number | null;
  maxPrintRun: number | null;
};

export async function findSeriesForEdit(db: Executor, seriesId: number) {
  const result = await db.execute<
    SqlColumns<typeof series, 'series_id' | 'set_id' | 'name' | 'slug' | 'is_base' | 'parallel_of_series'> & {
      card_count: number;
      color_id: number | null;
      min_print_run: number | null;
      max_print_run: number | null;
      print_run_display: string | null;
    }
  >(sql`
    select series_id, set_id, name, slug, is_base, card_count, parallel_of_series, color_id, min_print_run,
           max_print_run, print_run_display
    from series where series_id = ${seriesId}`);
  return result.rows[0];
}

export async function findSetForSeries(db: Executor, setId: number) {
  const result = await db.execute<SqlColumns<typeof sets, 'set_id' | 'name' | 'year'>>(
    sql`select set_id, name, year from sets where set_id = ${setId}`,
  );
  return result.rows[0];
}

export async function colorExists(db: Executor, colorId: number): Promise<boolean> {
  return ((await db.execute(sql`select 1 from colors where color_id = ${colorId}`)).rowCount ?? 0) > 0;
}

export async function listColors(db: Executor) {
  const result = await db.execute<SqlColumns<typeof colors, 'color_id' | 'name' | 'hex_value'>>(
    sql`select color_id, name, hex_value from colors order by name`,
  );
  return result.rows;
}

export async function seriesSlugTaken(db: Executor, slug: string, seriesId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from series where slug = ${slug} and series_id <> ${seriesId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function seriesNameTaken(db: Executor, setId: number, name: string, seriesId: number) {
  const result = await db.execute(sql`
    select 1 from series where set_id = ${setId} and lower(name) = lower(${name}) and series_id <> ${seriesId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function countParallels(db: Executor, seriesId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from series where parallel_of_series = ${seriesId}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function insertSeries(db: Executor, setId: number, values: SeriesValues): Promise<number> {
  const result = await db.execute<{ series_id: number }>(sql`
    insert into series (set_id, name, slug, ascii_slug, is_base, card_count, parallel_of_series, color_id,
                        print_run_display, min_print_run, max_print_run)
    values (${setId}, ${values.name}, ${values.slug},
            catalogue_ascii_slug(${values.slug}, (select year::text || ' ' || name from sets where set_id = ${setId}) || ' ' || ${values.name}, true),
            ${values.isBase}, ${values.cardCount}, ${values.parallelOf}, ${values.colorId}, ${values.printRunDisplay},
            ${values.minPrintRun}, ${values.maxPrintRun})
    returning series_id`);
  return result.rows[0]!.series_id;
}

export async function updateSeries(db: Executor, seriesId: number, setId: number, values: SeriesValues) {
  await db.execute(sql`
    update series set set_id = ${setId}, name = ${values.name}, slug = ${values.slug},
      ascii_slug = catalogue_ascii_slug(${values.slug}, (select year::text || ' ' || name from sets where set_id = ${setId}) || ' ' || ${values.name}, true),
      is_base = ${values.isBase}, card_count = ${values.cardCount}, parallel_of_series = ${values.parallelOf},
      color_id = ${values.colorId}, print_run_display = ${values.printRunDisplay},
      min_print_run = ${values.minPrintRun}, max_print_run = ${values.maxPrintRun}
    where series_id = ${seriesId}`);
}

/** Copies of the series' cards in collections: a series collectors own is not deleted. */
export async function countOwnedCopiesInSeries(db: Executor, seriesId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from user_cards uc join cards c on c.card_id = uc.card_id
    where c.series_id = ${seriesId}`);
  return result.rows[0]?.n ?? 0;
}

/** The series, its cards and their links go (cascade); comments on them too (the comments module's), as nothing can show them. */
export async function deleteSeries(db: Executor, seriesId: number): Promise<void> {
  await deleteSeriesThreads(db, seriesId);
  await db.execute(sql`delete from series where series_id = ${seriesId}`);
}

/** Copies every card of one series into another with its player-team links; the print run may be set. */
export async function copyCards(db: Executor, fromId: number, toId: number, printRun: number | null) {
  const cards = await db.execute<{ card_id: number; source_id: number }>(sql`
    with source as (select * from cards where series_id = ${fromId}),
    inserted as (
      insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, print_run, notes)
      select ${toId}, card_number, slug, sort_order, is_rookie, is_autograph, is_relic,
             coalesce(${printRun}::int, print_run), notes
      from source order by card_id
      returning card_id, card_number)
    select i.card_id, s.card_id as source_id from inserted i join source s on s.card_number = i.card_number`);
  const newIds = cards.rows.map((row) => row.card_id);
  const sourceIds = cards.rows.map((row) => row.source_id);
  await db.execute(sql`
    insert into card_player_teams (card_id, player_id, team_id, sort_order)
    select m.card_id, cpt.player_id, cpt.team_id, cpt.sort_order
    from card_player_teams cpt
    join unnest(${intArray(newIds)}, ${intArray(sourceIds)}) as m (card_id, source_id) on m.source_id = cpt.card_id`);
  return newIds;
}
