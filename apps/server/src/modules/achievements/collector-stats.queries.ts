import type { AchievementMetric } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from '@/modules/values';

export type CollectorStats = Record<AchievementMetric, number>;

/**
 * Every statistic the built-in requirement types measure, for one collector, in one statement: each branch
 * is an aggregate over that collector's rows (indexes on user_id), so a 10,000-card collection costs a few
 * index scans however many achievements read the numbers.
 */
export async function collectorStats(db: Executor, userId: number): Promise<CollectorStats> {
  const result = await db.execute<Record<string, number | string | boolean | null>>(sql`
    with owned as (
      select uc.user_card_id, uc.card_id, uc.grade, uc.grading_agency, uc.estimated_value,
        uc.marketplace_purchase_id, uc.date_added, c.series_id, c.is_rookie, c.is_autograph, c.is_relic, c.print_run,
        ${ENTRY_VALUE.value} as entry_value
      from user_cards uc join cards c on c.card_id = uc.card_id ${ENTRY_VALUE.join}
      where uc.user_id = ${userId}
    ),
    series_owned as (
      select o.series_id, count(distinct o.card_id) as owned, s.card_count, s.set_id
      from owned o join series s on s.series_id = o.series_id
      group by o.series_id, s.card_count, s.set_id
    ),
    active_days as (
      select distinct (date_added at time zone 'UTC')::date as day from owned
      union select (created_at at time zone 'UTC')::date from comments where user_id = ${userId}
      union select (created_at at time zone 'UTC')::date from sessions where user_id = ${userId}
    ),
    runs as (
      select count(*) as length from (
        select day - (row_number() over (order by day))::int as run from active_days
      ) numbered group by run
    ),
    people as (
      select count(distinct cpt.player_id) as players, count(distinct cpt.team_id) as teams
      from card_player_teams cpt where cpt.card_id in (select card_id from owned)
    )
    select
      (select count(*) from owned) as cards,
      (select count(*) from owned where is_rookie) as rookies,
      (select count(*) from owned where is_autograph) as autographs,
      (select count(*) from owned where is_relic) as relics,
      (select count(*) from owned where grading_agency is not null) as graded,
      (select count(*) from owned where grade >= 10) as gem_mint,
      (select count(*) from owned where print_run is not null) as numbered,
      (select count(*) from owned where print_run = 1) as one_of_ones,
      (select count(*) from user_card_photos p where p.user_card_id in (select user_card_id from owned)) as photos,
      (select count(*) from card_images where contributor_id = ${userId} and status = 'approved')
        as catalogue_pictures,
      (select count(*) from user_favorite_cards where user_id = ${userId}) as favorites,
      (select count(*) from user_locations where user_id = ${userId}) as locations,
      -- a trade's private conversation is not commenting: its messages earn no comment achievement
      (select count(*) from comments where user_id = ${userId} and comment_type <> 'trade') as comments,
      (select count(*) from owned where marketplace_purchase_id is not null) as marketplace_cards,
      (select count(*) from owned where date_added > now() - interval '7 days') as cards_last_7_days,
      (select count(*) from comments
       where user_id = ${userId} and comment_type <> 'trade' and created_at > now() - interval '7 days')
        as comments_last_7_days,
      (select players from people) as players,
      (select teams from people) as teams,
      (select count(distinct set_id) from series_owned) as sets,
      (select count(*) from series_owned) as series,
      (select count(*) from series_owned where card_count > 0 and owned >= card_count) as completed_series,
      -- what the dashboard and the profile call the collection's value: estimates, else the card's value
      (select coalesce(floor(sum(entry_value)), 0) from owned) as collection_value,
      (select coalesce(max(floor(least(100, owned * 100.0 / card_count))), 0)
        from series_owned where card_count > 0) as best_series_percentage,
      (select coalesce(max(length), 0) from runs) as active_streak,
      (select count(*) from active_days) as active_days,
      (select avatar_url is not null from users where user_id = ${userId}) as has_avatar,
      (select coalesce(length(trim(bio)), 0) > 0 from users where user_id = ${userId}) as has_bio,
      exists (select 1 from marketplace_accounts where user_id = ${userId}) as marketplace_linked`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? Number(value) : Number(value ?? 0),
    ]),
  ) as CollectorStats;
}
