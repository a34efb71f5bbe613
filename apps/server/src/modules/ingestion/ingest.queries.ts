import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cards, series } from '@/db/schema';
import { pgArray } from '@/db/sql';

export async function upsertManufacturer(db: Executor, name: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into manufacturers (name) values (${name})
    on conflict (name) do update set name = excluded.name returning manufacturer_id as id`);
  return result.rows[0]!.id;
}

/** Creates the colours not known yet; returns every given colour's id by name. */
export async function upsertColors(db: Executor, colors: { name: string; hex: string }[]) {
  if (colors.length === 0) return new Map<string, number>();
  const result = await db.execute<{ id: number; name: string }>(sql`
    with given as (select * from unnest(${pgArray(colors.map((c) => c.name))}::text[], ${pgArray(colors.map((c) => c.hex))}::text[]) as t(name, hex)),
    inserted as (insert into colors (name, hex_value) select distinct on (name) name, hex from given
                 on conflict (name) do nothing returning color_id, name)
    select color_id as id, name from inserted
    union all select c.color_id, c.name from colors c join given g on g.name = c.name`);
  return new Map(result.rows.map((row) => [row.name, row.id]));
}

export async function upsertSet(
  db: Executor,
  values: {
    name: string;
    slug: string;
    year: number;
    organizationId: number | null;
    manufacturerId: number | null;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into sets (name, slug, year, organization_id, manufacturer_id)
    values (${values.name}, ${values.slug}, ${values.year}, ${values.organizationId}, ${values.manufacturerId})
    on conflict (year, name) do update set
      organization_id = coalesce(sets.organization_id, excluded.organization_id),
      manufacturer_id = coalesce(sets.manufacturer_id, excluded.manufacturer_id)
    returning set_id as id`);
  return result.rows[0]!.id;
}

export async function slugsStartingWith(db: Executor, table: 'series' | 'teams' | 'players', prefix: string) {
  const result = await db.execute<{ slug: string }>(
    sql`select slug from ${sql.identifier(table)} where starts_with(slug, ${prefix})`,
  );
  return new Set(result.rows.map((row) => row.slug));
}

export async function findSeries(db: Executor, setId: number) {
  const result = await db.execute<SqlColumns<typeof series, 'series_id' | 'name'>>(
    sql`select series_id, name from series where set_id = ${setId}`,
  );
  return result.rows;
}

export interface SeriesRow {
  name: string;
  slug: string;
  isBase: boolean;
  colorId: number | null;
  printRunDisplay: string | null;
  minPrintRun: number | null;
  maxPrintRun: number | null;
}

export async function insertSeries(db: Executor, setId: number, rows: SeriesRow[]) {
  if (rows.length === 0) return [];
  const col = <K extends keyof SeriesRow>(key: K) => pgArray(rows.map((row) => row[key]));
  const result = await db.execute<{ series_id: number; name: string }>(sql`
    insert into series (set_id, name, slug, is_base, color_id, print_run_display, min_print_run, max_print_run)
    select ${setId}, * from unnest(${col('name')}::text[], ${col('slug')}::text[], ${col('isBase')}::bool[],
      ${col('colorId')}::int[], ${col('printRunDisplay')}::text[], ${col('minPrintRun')}::int[], ${col('maxPrintRun')}::int[])
    returning series_id, name`);
  return result.rows;
}

/** Links parallels to their parent series; a link set earlier (by an admin, say) is kept. */
export async function setSeriesParents(db: Executor, links: { seriesId: number; parentId: number }[]) {
  if (links.length === 0) return;
  await db.execute(sql`update series s set parallel_of_series = l.parent_id
    from unnest(${pgArray(links.map((l) => l.seriesId))}::int[], ${pgArray(links.map((l) => l.parentId))}::int[]) as l(series_id, parent_id)
    where s.series_id = l.series_id and s.parallel_of_series is null`);
}

export interface CardRow {
  seriesId: number;
  cardNumber: string;
  slug: string;
  sortOrder: number | null;
  isRookie: boolean;
  isAutograph: boolean;
  isRelic: boolean;
  printRun: number | null;
  notes: string | null;
}

/** Inserts the cards no series has yet, in one statement; returns how many were new. */
export async function insertCards(db: Executor, rows: CardRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const col = <K extends keyof CardRow>(key: K) => pgArray(rows.map((row) => row[key]));
  const inserted = await db.execute(sql`
    insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, print_run, notes)
    select * from unnest(${col('seriesId')}::int[], ${col('cardNumber')}::text[], ${col('slug')}::text[],
      ${col('sortOrder')}::int[], ${col('isRookie')}::bool[], ${col('isAutograph')}::bool[], ${col('isRelic')}::bool[],
      ${col('printRun')}::int[], ${col('notes')}::text[])
    on conflict do nothing`);
  return inserted.rowCount ?? 0;
}

export async function findSetCards(db: Executor, setId: number) {
  const result = await db.execute<
    SqlColumns<typeof cards, 'card_id' | 'series_id' | 'card_number' | 'slug'>
  >(sql`
    select c.card_id, c.series_id, c.card_number, c.slug from cards c
    join series s on s.series_id = c.series_id where s.set_id = ${setId}`);
  return result.rows;
}

export async function linkCardPlayers(
  db: Executor,
  links: { cardId: number; playerId: number | null; teamId: number | null; sortOrder: number }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.execute(sql`
    insert into card_player_teams (card_id, player_id, team_id, sort_order)
    select * from unnest(${pgArray(links.map((l) => l.cardId))}::int[], ${pgArray(links.map((l) => l.playerId))}::int[],
      ${pgArray(links.map((l) => l.teamId))}::int[], ${pgArray(links.map((l) => l.sortOrder))}::int[])
    on conflict do nothing`);
  const pairs = links.filter((l) => l.playerId !== null && l.teamId !== null);
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into player_teams (player_id, team_id)
    select distinct * from unnest(${pgArray(pairs.map((l) => l.playerId))}::int[], ${pgArray(pairs.map((l) => l.teamId))}::int[])
    on conflict do nothing`);
}
