import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumnAs, SqlColumns } from '@/db/rows';
import type { cards, series, sets } from '@/db/schema';
import { canonicalFirst, slugMatches } from './sql-helpers';

/** The series a card address names, with what the address needs to be rebuilt. */
export type AddressSeriesRow = SqlColumns<typeof series, 'series_id' | 'name' | 'set_id'> &
  SqlColumnAs<typeof series, 'slug', 'series_slug'> &
  SqlColumnAs<typeof sets, 'slug', 'set_slug'> &
  SqlColumns<typeof sets, 'year'>;

async function findAddressSeries(
  db: Executor,
  where: SQL,
  order: SQL,
): Promise<AddressSeriesRow | undefined> {
  const result = await db.execute<AddressSeriesRow>(
    sql`select s.series_id, s.name, s.slug as series_slug, s.set_id, st.slug as set_slug, st.year
        from series s join sets st on st.set_id = s.set_id where ${where} order by ${order} limit 1`,
  );
  return result.rows[0];
}

/** /series/{slug} and the short card form: a series by its slug or the slug's literal form. */
export const findSeriesBySlug = (db: Executor, slug: string) =>
  findAddressSeries(db, slugMatches('s', slug), sql`${canonicalFirst('s', slug)}, s.series_id`);

/** The long forms: a series of a set of a year, each slug in its own or its literal form. */
export const findSeriesInSet = (db: Executor, year: number, setSlug: string, seriesSlug: string) =>
  findAddressSeries(
    db,
    sql`st.year = ${year} and ${slugMatches('st', setSlug)} and ${slugMatches('s', seriesSlug)}`,
    sql`${canonicalFirst('s', seriesSlug)}, ${canonicalFirst('st', setSlug)}, s.series_id`,
  );

/**
 * A card of a series by the literal form of its slug (`1-ronald-acua-jr`). Only cards naming a player or team
 * whose own slug has a literal form can have one: those are picked first (an index probe per card of the
 * series), and only their forms are rebuilt from the names the way the card slug was built (card number, then
 * players, else teams).
 */
export async function findCardIdByAsciiSlug(db: Executor, seriesId: number, slug: string) {
  const result = await db.execute<SqlColumns<typeof cards, 'card_id'>>(sql`
    with accented as materialized (
      select c.card_id, c.card_number, c.slug from cards c
      where c.series_id = ${seriesId}
        and exists (select 1 from card_player_teams cpt
                    left join players p on p.player_id = cpt.player_id
                    left join teams t on t.team_id = cpt.team_id
                    where cpt.card_id = c.card_id and (p.ascii_slug is not null or t.ascii_slug is not null)))
    select a.card_id from accented a
    cross join lateral (
      select coalesce(
        (select string_agg(named.name, ' ' order by named.sort_order) from (
           select distinct on (cpt.player_id) p.first_name || ' ' || p.last_name as name, cpt.sort_order
           from card_player_teams cpt join players p on p.player_id = cpt.player_id
           where cpt.card_id = a.card_id order by cpt.player_id, cpt.sort_order) named),
        (select string_agg(t.name, ' ' order by cpt.sort_order)
           from card_player_teams cpt join teams t on t.team_id = cpt.team_id
           where cpt.card_id = a.card_id and cpt.player_id is null),
        '') as names
    ) card_names
    where catalogue_ascii_slug(a.slug, a.card_number || ' ' || card_names.names, true) = ${slug}
    order by a.card_id limit 1`);
  return result.rows[0]?.card_id;
}
