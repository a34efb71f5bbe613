import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { withinIds } from '@/db/sql';

export const AGGREGATE_TYPES = [
  'rookie_count',
  'card_entered_count',
  'card_count',
  'player_card_count',
  'team_card_count',
] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

/** Which rows to refresh; undefined means every row of that table. */
export interface AggregateScope {
  seriesIds?: number[];
  setIds?: number[];
  playerIds?: number[];
  teamIds?: number[];
}

async function run(db: Executor, statement: SQL): Promise<number> {
  const result = await db.execute(statement);
  return result.rowCount ?? 0;
}

export const refreshSeriesRookies = (db: Executor, ids?: number[]) =>
  run(
    db,
    sql`update series s set rookie_count = c.n
        from (select s2.series_id, (select count(*)::int from cards where series_id = s2.series_id and is_rookie) n
              from series s2 where ${withinIds(sql`s2.series_id`, ids)}) c
        where s.series_id = c.series_id and s.rookie_count <> c.n`,
  );

export const refreshSeriesEntered = (db: Executor, ids?: number[]) =>
  run(
    db,
    sql`update series s set card_entered_count = c.n
        from (select s2.series_id, (select count(*)::int from cards where series_id = s2.series_id) n
              from series s2 where ${withinIds(sql`s2.series_id`, ids)}) c
        where s.series_id = c.series_id and s.card_entered_count <> c.n`,
  );

/** Series card_count never drops below the entered cards; parallel_count counts a series' parallels. */
export const refreshSeriesCounts = (db: Executor, ids?: number[]) =>
  run(
    db,
    sql`update series s set card_count = greatest(s.card_count, c.entered), parallel_count = c.parallels
        from (select s2.series_id,
                     (select count(*)::int from cards where series_id = s2.series_id) entered,
                     (select count(*)::int from series p where p.parallel_of_series = s2.series_id) parallels
              from series s2 where ${withinIds(sql`s2.series_id`, ids)}) c
        where s.series_id = c.series_id and (s.card_count < c.entered or s.parallel_count <> c.parallels)`,
  );

export const refreshSetCounts = (db: Executor, ids?: number[]) =>
  run(
    db,
    sql`update sets st set series_count = c.series_n, card_count = c.card_n
        from (select st2.set_id,
                     (select count(*)::int from series where set_id = st2.set_id) series_n,
                     (select count(*)::int from cards join series on series.series_id = cards.series_id
                       where series.set_id = st2.set_id) card_n
              from sets st2 where ${withinIds(sql`st2.set_id`, ids)}) c
        where st.set_id = c.set_id and (st.series_count <> c.series_n or st.card_count <> c.card_n)`,
  );

export async function refreshPlayerCounts(db: Executor, ids?: number[]): Promise<number> {
  const players = await run(
    db,
    sql`update players p set card_count = c.cards, rc_count = c.rookies
        from (select p2.player_id,
                     count(distinct cpt.card_id)::int cards,
                     -- the rookie cards' own index answers without reading each of the player's card rows
                     count(distinct cpt.card_id) filter (
                       where exists (select 1 from cards r where r.card_id = cpt.card_id and r.is_rookie))::int rookies
              from players p2
              left join card_player_teams cpt on cpt.player_id = p2.player_id
              where ${withinIds(sql`p2.player_id`, ids)}
              group by p2.player_id) c
        where p.player_id = c.player_id and (p.card_count <> c.cards or p.rc_count <> c.rookies)`,
  );
  const links = await run(
    db,
    // counted from the players' card rows in one pass: a lookup per player-team pair reads a team's every card
    sql`with counts as (
          select player_id, team_id, count(distinct card_id)::int cards from card_player_teams
          where ${withinIds(sql`player_id`, ids)} group by player_id, team_id)
        update player_teams pt set card_count = coalesce(c.cards, 0)
        from player_teams pt2 left join counts c on c.player_id = pt2.player_id and c.team_id = pt2.team_id
        where ${withinIds(sql`pt2.player_id`, ids)} and pt.player_team_id = pt2.player_team_id
          and pt.card_count <> coalesce(c.cards, 0)`,
  );
  return players + links;
}

export const refreshTeamCounts = (db: Executor, ids?: number[]) =>
  run(
    db,
    sql`update teams t set card_count = c.cards, player_count = c.players
        from (select t2.team_id,
                     (select count(distinct card_id)::int from card_player_teams where team_id = t2.team_id) cards,
                     (select count(*)::int from player_teams where team_id = t2.team_id) players
              from teams t2 where ${withinIds(sql`t2.team_id`, ids)}) c
        where t.team_id = c.team_id and (t.card_count <> c.cards or t.player_count <> c.players)`,
  );
