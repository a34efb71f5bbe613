import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from '@/modules/values';

/** The dashboard header's counts over the whole collection (kept while the collection does not change). */
export async function collectionCounts(db: Executor, userId: number) {
  const result = await db.execute<{
    total_cards: number;
    unique_cards: number;
    unique_series: number;
    rookie_cards: number;
    autograph_cards: number;
    relic_cards: number;
    graded_cards: number;
    unique_players: number;
  }>(sql`
    select count(*)::int as total_cards,
           count(distinct uc.card_id)::int as unique_cards,
           count(distinct c.series_id)::int as unique_series,
           count(*) filter (where c.is_rookie)::int as rookie_cards,
           count(*) filter (where c.is_autograph)::int as autograph_cards,
           count(*) filter (where c.is_relic)::int as relic_cards,
           count(*) filter (where uc.grading_agency is not null or uc.grade is not null)::int as graded_cards,
           (select count(distinct cpt.player_id)::int from card_player_teams cpt
             where cpt.card_id in (select card_id from user_cards where user_id = ${userId})) as unique_players
    from user_cards uc join cards c on c.card_id = uc.card_id
    where uc.user_id = ${userId}`);
  return result.rows[0]!;
}

/**
 * The collection's total value by the values module's entry rule. Read on every request: card values change
 * without the collection changing, so it cannot be kept with the counts.
 */
export async function collectionValueTotal(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<{ total: string | null }>(sql`
    select sum(${ENTRY_VALUE.value})::text as total
    from user_cards uc ${ENTRY_VALUE.join}
    where uc.user_id = ${userId}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** Teams of the collection's cards with the players on them, for the team filter chips. */
export async function teamsWithPlayers(db: Executor, userId: number) {
  const result = await db.execute<{
    team_id: number;
    name: string;
    slug: string;
    abbreviation: string | null;
    primary_color: string | null;
    secondary_color: string | null;
    card_count: number;
    players: { player_id: number; first_name: string; last_name: string; slug: string; card_count: number }[];
  }>(sql`
    with owned as materialized (
      select cpt.team_id, cpt.player_id, uc.user_card_id
      from user_cards uc join card_player_teams cpt on cpt.card_id = uc.card_id
      where uc.user_id = ${userId} and cpt.team_id is not null
    ), team_counts as (
      select team_id, count(distinct user_card_id)::int as card_count from owned group by team_id
    ), team_players as (
      select pp.team_id,
             json_agg(json_build_object('player_id', p.player_id, 'first_name', p.first_name,
               'last_name', p.last_name, 'slug', p.slug, 'card_count', pp.card_count)
               order by p.last_name, p.first_name) as players
      from (select team_id, player_id, count(distinct user_card_id)::int as card_count
            from owned where player_id is not null group by team_id, player_id) pp
      join players p on p.player_id = pp.player_id
      group by pp.team_id
    )
    -- grouped once: a count per team over the whole collection cost one pass of it per team
    select t.team_id, t.name, t.slug, t.abbreviation, t.primary_color, t.secondary_color, tc.card_count,
           coalesce(tp.players, '[]'::json) as players
    from team_counts tc
    join teams t on t.team_id = tc.team_id
    left join team_players tp on tp.team_id = tc.team_id
    order by tc.card_count desc, t.name`);
  return result.rows;
}
