import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

/** Postgres array literal as ONE bound parameter: bulk writes stay parameterised and a single round trip. */
export const pgArray = (values: readonly (string | number | boolean | null)[]) =>
  `{${values
    .map((value) =>
      value === null ? 'NULL' : typeof value === 'string' ? `"${value.replace(/["\\]/g, '\\$&')}"` : String(value),
    )
    .join(',')}}`;

export async function upsertOrganization(db: Executor, name: string, abbreviation: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into organizations (name, abbreviation) values (${name}, ${abbreviation})
    on conflict (abbreviation) do update set abbreviation = excluded.abbreviation
    returning organization_id as id`);
  return result.rows[0]!.id;
}

export async function upsertManufacturer(db: Executor, name: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into manufacturers (name) values (${name})
    on conflict (name) do update set name = excluded.name returning manufacturer_id as id`);
  return result.rows[0]!.id;
}

export async function upsertColor(db: Executor, name: string, hex: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into colors (name, hex_value) values (${name}, ${hex})
    on conflict (name) do update set name = excluded.name returning color_id as id`);
  return result.rows[0]!.id;
}

export async function upsertSet(
  db: Executor,
  values: { name: string; slug: string; year: number; organizationId: number | null; manufacturerId: number | null },
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

export async function slugTaken(db: Executor, table: 'series' | 'teams' | 'players', slug: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from ${sql.identifier(table)} where slug = ${slug} limit 1`);
  return result.rows.length > 0;
}

export async function findSeries(db: Executor, setId: number) {
  const result = await db.execute<{ series_id: number; name: string }>(
    sql`select series_id, name from series where set_id = ${setId}`,
  );
  return result.rows;
}

export async function insertSeries(
  db: Executor,
  values: {
    setId: number;
    name: string;
    slug: string;
    isBase: boolean;
    colorId: number | null;
    printRunDisplay: string | null;
    minPrintRun: number | null;
    maxPrintRun: number | null;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into series (set_id, name, slug, is_base, color_id, print_run_display, min_print_run, max_print_run)
    values (${values.setId}, ${values.name}, ${values.slug}, ${values.isBase}, ${values.colorId},
            ${values.printRunDisplay}, ${values.minPrintRun}, ${values.maxPrintRun})
    returning series_id as id`);
  return result.rows[0]!.id;
}

export async function setSeriesParent(db: Executor, seriesId: number, parentId: number): Promise<void> {
  await db.execute(sql`update series set parallel_of_series = ${parentId}
    where series_id = ${seriesId} and parallel_of_series is null`);
}

export interface CardRow {
  cardNumber: string;
  slug: string;
  sortOrder: number | null;
  isRookie: boolean;
  isAutograph: boolean;
  isRelic: boolean;
  printRun: number | null;
  notes: string | null;
}

/** Inserts the cards a series does not have yet; returns every card id by number and how many were new. */
export async function upsertCards(db: Executor, seriesId: number, rows: CardRow[]) {
  const col = <K extends keyof CardRow>(key: K) => pgArray(rows.map((row) => row[key]));
  const inserted = await db.execute<{ card_id: number; card_number: string }>(sql`
    insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, print_run, notes)
    select ${seriesId}, * from unnest(${col('cardNumber')}::text[], ${col('slug')}::text[], ${col('sortOrder')}::int[],
      ${col('isRookie')}::bool[], ${col('isAutograph')}::bool[], ${col('isRelic')}::bool[],
      ${col('printRun')}::int[], ${col('notes')}::text[])
    on conflict do nothing
    returning card_id, card_number`);
  const all = await db.execute<{ card_id: number; card_number: string; slug: string }>(
    sql`select card_id, card_number, slug from cards where series_id = ${seriesId}`,
  );
  return { created: inserted.rows.length, cards: all.rows };
}

export async function existingCardSlugs(db: Executor, seriesId: number): Promise<Map<string, string>> {
  const result = await db.execute<{ card_number: string; slug: string }>(
    sql`select card_number, slug from cards where series_id = ${seriesId}`,
  );
  return new Map(result.rows.map((row) => [row.card_number, row.slug]));
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
