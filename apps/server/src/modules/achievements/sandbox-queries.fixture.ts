import type { AchievementMetric } from '@cardbinder/shared';

/** the owned cards with their catalogue flags, as a custom query sees them */
const OWNED = `select uc.user_card_id, uc.card_id, uc.grade, uc.grading_agency, uc.estimated_value, uc.from_marketplace,
  uc.date_added, c.series_id, c.is_rookie, c.is_autograph, c.is_relic, c.print_run
  from user_cards uc join cards c on c.card_id = uc.card_id where uc.user_id = @user_id`;
const SERIES_OWNED = `select o.series_id, count(distinct o.card_id) as owned, s.card_count, s.set_id
  from (${OWNED}) o join series s on s.series_id = o.series_id group by o.series_id, s.card_count, s.set_id`;
const ACTIVE_DAYS = `select distinct (date_added at time zone 'UTC')::date as day from (${OWNED}) o
  union select (created_at at time zone 'UTC')::date from comments union select day from sign_in_days`;
const owned = (where: string) => `select count(*) from (${OWNED}) o where ${where}`;

/**
 * Every statistic of the built-in requirement types (collector-stats.queries.ts) written as an admin would write
 * it against the sandbox's views: the allow-list of functions must run them all (issue 38). marketplace_linked
 * reads marketplace accounts, which the sandbox does not show.
 */
export const BUILT_IN_METRICS_IN_SANDBOX: Partial<Record<AchievementMetric, string>> = {
  cards: owned('true'),
  rookies: owned('is_rookie'),
  autographs: owned('is_autograph'),
  relics: owned('is_relic'),
  graded: owned('grading_agency is not null'),
  gem_mint: owned('grade >= 10'),
  numbered: owned('print_run is not null'),
  one_of_ones: owned('print_run = 1'),
  photos: `select count(*) from user_card_photos p where p.user_card_id in (select user_card_id from (${OWNED}) o)`,
  favorites: 'select count(*) from user_favorite_cards where user_id = @user_id',
  locations: 'select count(*) from user_locations where user_id = @user_id',
  comments: 'select count(*) from comments where user_id = @user_id',
  marketplace_cards: owned('from_marketplace'),
  cards_last_7_days: owned("date_added > now() - interval '7 days'"),
  comments_last_7_days: "select count(*) from comments where created_at > now() - interval '7 days'",
  players: `select count(distinct player_id) from card_player_teams where card_id in (select card_id from (${OWNED}) o)`,
  teams: `select count(distinct team_id) from card_player_teams where card_id in (select card_id from (${OWNED}) o)`,
  sets: `select count(distinct set_id) from (${SERIES_OWNED}) s`,
  series: `select count(*) from (${SERIES_OWNED}) s`,
  completed_series: `select count(*) from (${SERIES_OWNED}) s where card_count > 0 and owned >= card_count`,
  collection_value: `select coalesce(floor(sum(estimated_value)), 0) from (${OWNED}) o`,
  best_series_percentage: `select coalesce(max(floor(least(100, owned * 100.0 / card_count))), 0)
    from (${SERIES_OWNED}) s where card_count > 0`,
  active_streak: `select coalesce(max(length), 0) from (select count(*) as length from (
    select day - (row_number() over (order by day))::int as run from (${ACTIVE_DAYS}) d) numbered group by run) r`,
  active_days: `select count(*) from (${ACTIVE_DAYS}) d`,
  has_avatar: 'select has_avatar::int from my_profile',
  has_bio: 'select has_bio::int from my_profile',
};

/** custom requirements of the kinds admins write: string, date, math, JSON and array functions, casts, windows */
export const TYPICAL_CUSTOM_QUERIES = [
  "select count(*) from players p join card_player_teams cpt using (player_id) join user_cards uc using (card_id) where lower(p.last_name) like 'o%' or upper(left(p.first_name, 1)) = 'M'",
  'select coalesce(round(avg(estimated_value)::numeric, 2), 0) from user_cards',
  'select coalesce(extract(year from min(date_added))::int, 0) from user_cards',
  "select count(distinct date_trunc('month', date_added)) from user_cards",
  "select count(*) from user_cards where to_char(date_added, 'YYYY') = to_char(now(), 'YYYY')",
  "select length(coalesce(string_agg(distinct card_number, ',' order by card_number), '')) from cards c join user_cards uc using (card_id)",
  'select coalesce(array_length(array_agg(card_id), 1), 0) from user_cards',
  "select count(*) from user_cards where date_added between current_date - 30 and now() + interval '1 day'",
  'select greatest(0, least(100, abs(-5) * power(2, 3)::int + mod(7, 3) + ceil(1.2)::int + floor(sqrt(16))::int))',
  "select count(*) from cards where split_part(card_number, '-', 1) = 'CA' or strpos(card_number, '-') > 0 or trim(both ' ' from card_number) ~ '^[0-9]+$'",
  "select count(*) from user_cards where age(now(), date_added) < interval '1 year' and date_part('dow', date_added) between 0 and 6",
  'select count(*) from (select card_id, rank() over (partition by series_id order by sort_order) as r from cards) ranked where r <= 3',
  'select count(*) filter (where is_rookie) + sum(case when is_autograph then 1 else 0 end) from cards c join user_cards uc using (card_id)',
  'select coalesce(percentile_cont(0.5) within group (order by coalesce(estimated_value, 0)), 0) from user_cards',
  "select count(*) from user_cards where exists (select 1 from cards c where c.card_id = user_cards.card_id and c.series_id in (select series_id from series where name in ('Base', 'Gold')))",
  "select jsonb_array_length(jsonb_agg(jsonb_build_object('card', card_id, 'added', to_char(date_added, 'YYYY-MM-DD'))))::int from user_cards",
  'select count(*) from user_cards where grading_agency is not null and grade::numeric(4,1) >= 9.5',
  'select bool_or(is_rookie)::int + count(distinct series_id)::int from cards c join user_cards uc using (card_id)',
  "select count(*) from sets where year >= extract(year from make_date(2020, 1, 1)) and initcap(name) like 'Topps%' and concat_ws(' ', year, name) is not null",
  'select count(*) from my_profile where has_bio and not has_avatar and is_public_profile is not null',
  "select count(*) from teams where replace(lower(name), ' ', '-') = slug or md5(name) <> '' or reverse(abbreviation) is null",
  'select coalesce(max(char_length(comment_text)), 0) + num_nonnulls(1, null, 2) from comments',
];
