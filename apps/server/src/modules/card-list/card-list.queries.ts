import type { TeamRef } from '@cardbinder/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type { cardPlayerTeams, cards, colors, players, series, sets, userCards } from '@/db/schema';
import { intArray } from '@/db/sql';

/** Sort key of a card within its series: sort_order, missing last (matches cards_series_order_idx). */
export const CARD_ORDER_KEY = sql.raw('coalesce(c.sort_order, 2147483647)');

/** A card's own columns. */
export type CardOwnRow = SqlColumns<
  typeof cards,
  | 'card_id'
  | 'card_number'
  | 'sort_order'
  | 'print_run'
  | 'is_rookie'
  | 'is_autograph'
  | 'is_relic'
  | 'notes'
  | 'series_id'
> &
  SqlColumnAs<typeof cards, 'slug', 'card_slug'>;

/** What a card-table row shows of the card's series and set. */
export type SeriesRefRow = SqlColumns<typeof series, 'series_id'> &
  SqlColumnAs<typeof series, 'name', 'series_name'> &
  SqlColumnAs<typeof series, 'slug', 'series_slug'> & { is_parallel: boolean } & SqlColumns<
    typeof sets,
    'set_id'
  > &
  SqlColumnAs<typeof sets, 'name', 'set_name'> &
  SqlColumnAs<typeof sets, 'slug', 'set_slug'> &
  SqlColumnAs<typeof sets, 'year', 'set_year'> &
  OuterJoined<
    SqlColumnAs<typeof colors, 'name', 'color_name'> & SqlColumnAs<typeof colors, 'hex_value', 'color_hex'>
  >;

export type CardListRow = CardOwnRow & SeriesRefRow;

export const CARD_OWN_COLUMNS = sql`
  c.card_id, c.card_number, c.slug as card_slug, c.sort_order, c.print_run, c.is_rookie, c.is_autograph,
  c.is_relic, c.notes, c.series_id`;

export const SERIES_REF_COLUMNS = sql`
  s.series_id, s.name as series_name, s.slug as series_slug, s.parallel_of_series is not null as is_parallel,
  st.set_id, st.name as set_name, st.slug as set_slug, st.year as set_year, col.name as color_name,
  col.hex_value as color_hex`;

export const CARD_FROM = sql`
  from cards c
  join series s on s.series_id = c.series_id
  join sets st on st.set_id = s.set_id
  left join colors col on col.color_id = s.color_id`;

/** Which cards a card table lists: a series, or players' cards (optionally on one team); or cards by id. */
export type CardScope =
  | { kind: 'series'; seriesId: number }
  | { kind: 'players'; playerIds: number[]; teamId: number | null }
  | { kind: 'cards'; cardIds: number[] };

export const scopeWhere = (scope: CardScope): SQL => {
  if (scope.kind === 'series') return sql`c.series_id = ${scope.seriesId}`;
  if (scope.kind === 'cards') return sql`c.card_id = any(${intArray(scope.cardIds)})`;
  // = any(array(…)), not in (…): the planner semi-joined that by scanning every card
  return sql`c.card_id = any(array(select cpt.card_id from card_player_teams cpt
                                   where cpt.player_id = any(${intArray(scope.playerIds)})
                                   ${scope.teamId === null ? sql`` : sql`and cpt.team_id = ${scope.teamId}`}))`;
};

/** Series order for a series; a player's cards grouped by set (newest first) and series. */
export const scopeOrder = (scope: CardScope): SQL =>
  scope.kind === 'players'
    ? sql`st.year desc, st.name, s.name, ${CARD_ORDER_KEY}, c.card_id`
    : sql`${CARD_ORDER_KEY}, c.card_id`;

export type CardWithLinkRow = CardOwnRow &
  OuterJoined<
    SqlColumns<typeof players, 'player_id' | 'first_name' | 'last_name'> &
      SqlColumnAs<typeof players, 'slug', 'player_slug'> &
      SqlColumns<typeof cardPlayerTeams, 'team_id'>
  >;

/**
 * A card table's cards with their players in ONE statement: one row per card and player/team link, cards in
 * table order. Links are probed per card through the (card_id, …) index; `offset 0` keeps the planner from
 * hashing all of card_player_teams, which it prefers for 10,000 cards and which took 4 times as long. Series
 * and teams come once each from listSeriesRefs and listTeamRefs: per row they were 10,000 copies to parse (and
 * the small teams table was scanned once per card).
 */
export async function listCardsWithLinks(
  db: Executor,
  scope: CardScope,
  limit: number,
): Promise<CardWithLinkRow[]> {
  const result = await db.execute<CardWithLinkRow>(sql`
    select page.*, l.player_id, l.first_name, l.last_name, l.player_slug, l.team_id
    from (select ${CARD_OWN_COLUMNS}, row_number() over (order by ${scopeOrder(scope)}) as position ${CARD_FROM}
          where ${scopeWhere(scope)} order by ${scopeOrder(scope)} limit ${limit}) page
    left join lateral (
      select cpt.sort_order as link_order, cpt.card_player_team_id as link_id, cpt.team_id, p.player_id,
             p.first_name, p.last_name, p.slug as player_slug
      from card_player_teams cpt left join players p on p.player_id = cpt.player_id
      where cpt.card_id = page.card_id offset 0) l on true
    order by page.position, l.link_order, l.link_id`);
  return result.rows;
}

export async function listSeriesRefs(db: Executor, seriesIds: number[]): Promise<SeriesRefRow[]> {
  if (seriesIds.length === 0) return [];
  const result = await db.execute<SeriesRefRow>(sql`
    select ${SERIES_REF_COLUMNS} from series s
    join sets st on st.set_id = s.set_id left join colors col on col.color_id = s.color_id
    where s.series_id = any(${intArray(seriesIds)})`);
  return result.rows;
}

/** Teams by id, once each, for lists that name them on many rows (card tables, the collection). */
export async function listTeamRefs(db: Executor, teamIds: number[]): Promise<TeamRef[]> {
  if (teamIds.length === 0) return [];
  const result = await db.execute<TeamRef>(sql`
    select team_id, name, slug, abbreviation, primary_color, secondary_color from teams
    where team_id = any(${intArray(teamIds)})`);
  return result.rows;
}

/** How many copies of each card of a scope the user owns (only cards they own appear). */
export async function ownedCountsInScope(
  db: Executor,
  userId: number,
  scope: CardScope,
): Promise<Map<number, number>> {
  const result = await db.execute<SqlColumns<typeof userCards, 'card_id'> & { n: number }>(sql`
    select uc.card_id, count(*)::int as n from user_cards uc join cards c on c.card_id = uc.card_id
    where uc.user_id = ${userId} and ${scopeWhere(scope)}
    group by uc.card_id`);
  return new Map(result.rows.map((row) => [row.card_id, row.n]));
}
