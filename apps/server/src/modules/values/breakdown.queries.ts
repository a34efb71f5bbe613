import { sql } from 'drizzle-orm';
import type { BreakdownDimension } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from './entry-value.sql';

export type BreakdownGroupRow = {
  dimension: BreakdownDimension;
  key: string;
  label: string;
  count: number;
  value: string;
  /** the group's place among its dimension's groups, by count and by value (1 = largest) */
  rank_by_count: number;
  rank_by_value: number;
  /** the whole dimension's sums (team and player count a card once for each of its teams or players) */
  dimension_count: number;
  dimension_value: string;
  dimension_unvalued: number;
};

/**
 * A collector's entries grouped by year, set, team and player, with count and value (ENTRY_VALUE's rule), the
 * groups ranked both ways; only groups in the top `top` by either measure come back, with their dimension's
 * sums for the 'Other' slice. One pass over the collector's entries (user_cards_user_id_card_id_index, card
 * and card_values primary keys), then card_player_teams' (card_id, …) key per entry.
 */
export async function breakdownGroups(db: Executor, userId: number, top: number) {
  const result = await db.execute<BreakdownGroupRow>(sql`
    with entries as materialized (
      select uc.card_id, ${ENTRY_VALUE.value} as value, st.set_id, st.year, st.name as set_name
      from user_cards uc
      ${ENTRY_VALUE.join}
      join cards c on c.card_id = uc.card_id
      join series s on s.series_id = c.series_id
      join sets st on st.set_id = s.set_id
      where uc.user_id = ${userId}
    ), people as materialized (
      select distinct cpt.card_id, cpt.player_id, cpt.team_id
      from card_player_teams cpt where cpt.card_id in (select card_id from entries)
    ), groups as (
      select 'year' as dimension, year::text as key, year::text as label, count(*) as n, sum(value) as v,
             count(*) filter (where value is null) as unvalued
      from entries group by year
      union all
      select 'set', set_id::text, year || ' ' || set_name, count(*), sum(value),
             count(*) filter (where value is null)
      from entries group by set_id, year, set_name
      union all
      select 'team', t.team_id::text, t.name, count(*), sum(e.value), count(*) filter (where e.value is null)
      from entries e
      join (select distinct card_id, team_id from people where team_id is not null) p on p.card_id = e.card_id
      join teams t on t.team_id = p.team_id
      group by t.team_id, t.name
      union all
      select 'player', pl.player_id::text, trim(pl.first_name || ' ' || pl.last_name), count(*), sum(e.value),
             count(*) filter (where e.value is null)
      from entries e
      join (select distinct card_id, player_id from people where player_id is not null) p on p.card_id = e.card_id
      join players pl on pl.player_id = p.player_id
      group by pl.player_id, pl.first_name, pl.last_name
    ), ranked as (
      select g.*,
             row_number() over (partition by dimension order by n desc, coalesce(v, 0) desc, label) as by_count,
             row_number() over (partition by dimension order by coalesce(v, 0) desc, n desc, label) as by_value,
             sum(n) over (partition by dimension) as all_n, sum(v) over (partition by dimension) as all_v,
             sum(unvalued) over (partition by dimension) as all_unvalued
      from groups g
    )
    select dimension, key, label, n::int as count, coalesce(v, 0)::text as value,
           by_count::int as rank_by_count, by_value::int as rank_by_value, all_n::int as dimension_count,
           coalesce(all_v, 0)::text as dimension_value, all_unvalued::int as dimension_unvalued
    from ranked where by_count <= ${top} or by_value <= ${top}
    order by dimension, by_count`);
  return result.rows;
}
