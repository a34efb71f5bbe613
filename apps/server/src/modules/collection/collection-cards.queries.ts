import { sql, type SQL } from 'drizzle-orm';
import type { CollectionCardsQuery } from '@cardbinder/shared';
import type { Executor } from '@/db/client';

/** One int[] parameter for a list of already validated ids. */
export const idArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export interface CardFilter extends Partial<CollectionCardsQuery> {
  userCardIds?: number[];
  cardId?: number;
}

export type CollectionCardRow = {
  user_card_id: number;
  card_id: number;
  card_number: string;
  card_slug: string;
  sort_order: number | null;
  random_code: string;
  serial_number: number | null;
  print_run: number | null;
  user_location: number | null;
  location_name: string | null;
  purchase_price: string | null;
  estimated_value: string | null;
  current_value: string | null;
  notes: string | null;
  aftermarket_autograph: boolean;
  grading_agency: number | null;
  grading_agency_abbr: string | null;
  grade: string | null;
  grade_id: string | null;
  is_special: boolean;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  date_added: Date;
  created: Date;
  series_id: number;
  series_name: string;
  series_slug: string;
  front_image_path: string | null;
  set_id: number;
  set_name: string;
  set_year: number;
  set_slug: string;
  color: string | null;
  hex_color: string | null;
  players: PlayerTeamJson[] | null;
  photos: PhotoJson[] | null;
};

export interface PlayerTeamJson {
  player_id: number | null;
  first_name: string | null;
  last_name: string | null;
  player_slug: string | null;
  team_id: number | null;
  team_name: string | null;
  team_slug: string | null;
  abbreviation: string | null;
  primary_color: string | null;
  secondary_color: string | null;
}

export interface PhotoJson {
  id: number;
  sort_order: number;
  storage_key: string;
  thumbnail_key: string;
}

/** Filters of the dashboard (spec 2 §4 "Dashboard load"): each one narrows, flags combine with AND. */
function conditions(userId: number, filter: CardFilter): SQL[] {
  const where: SQL[] = [sql`uc.user_id = ${userId}`];
  if (filter.userCardIds) where.push(sql`uc.user_card_id = any(${idArray(filter.userCardIds)})`);
  if (filter.cardId !== undefined) where.push(sql`uc.card_id = ${filter.cardId}`);
  if (filter.only_unassigned) {
    where.push(sql`uc.user_location is null`);
  } else if (filter.location_id && filter.location_id.length > 0) {
    const inLocations = sql`uc.user_location = any(${idArray(filter.location_id)})`;
    where.push(filter.include_unassigned ? sql`(${inLocations} or uc.user_location is null)` : inLocations);
  }
  if (filter.is_rookie) where.push(sql`c.is_rookie`);
  if (filter.is_autograph) where.push(sql`c.is_autograph`);
  if (filter.is_relic) where.push(sql`c.is_relic`);
  if (filter.has_grade) where.push(sql`(uc.grading_agency is not null or uc.grade is not null)`);
  if (filter.series_id !== undefined) where.push(sql`c.series_id = ${filter.series_id}`);
  if (filter.team_id && filter.team_id.length > 0) {
    where.push(sql`exists (select 1 from card_player_teams f
      where f.card_id = uc.card_id and f.team_id = any(${idArray(filter.team_id)}))`);
  }
  return where;
}

/**
 * The collection table in one statement: each entry with its card, series, set, colour, location, agency,
 * players/teams and photos (the last two as JSON from lateral subqueries, so rows do not multiply).
 */
export async function listCollectionCards(db: Executor, userId: number, filter: CardFilter = {}) {
  const result = await db.execute<CollectionCardRow>(sql`
    select uc.user_card_id, uc.card_id, c.card_number, c.slug as card_slug, c.sort_order, uc.random_code,
           uc.serial_number, coalesce(c.print_run, s.max_print_run) as print_run,
           uc.user_location, ul.location as location_name,
           uc.purchase_price, uc.estimated_value, uc.current_value, uc.notes, uc.aftermarket_autograph,
           uc.grading_agency, ga.abbreviation as grading_agency_abbr, uc.grade, uc.grade_id, uc.is_special,
           c.is_rookie, c.is_autograph, c.is_relic, uc.date_added, uc.created,
           s.series_id, s.name as series_name, s.slug as series_slug, s.front_image_path,
           st.set_id, st.name as set_name, st.year as set_year, st.slug as set_slug,
           col.name as color, col.hex_value as hex_color, pt.players, ph.photos
    from user_cards uc
    join cards c on c.card_id = uc.card_id
    join series s on s.series_id = c.series_id
    join sets st on st.set_id = s.set_id
    left join colors col on col.color_id = s.color_id
    left join user_locations ul on ul.user_location_id = uc.user_location
    left join grading_agencies ga on ga.grading_agency_id = uc.grading_agency
    left join lateral (
      select json_agg(json_build_object(
               'player_id', p.player_id, 'first_name', p.first_name, 'last_name', p.last_name,
               'player_slug', p.slug, 'team_id', t.team_id, 'team_name', t.name, 'team_slug', t.slug,
               'abbreviation', t.abbreviation, 'primary_color', t.primary_color,
               'secondary_color', t.secondary_color) order by cpt.sort_order, cpt.card_player_team_id) as players
      from card_player_teams cpt
      left join players p on p.player_id = cpt.player_id
      left join teams t on t.team_id = cpt.team_id
      where cpt.card_id = c.card_id
    ) pt on true
    left join lateral (
      select json_agg(json_build_object('id', p.user_card_photo_id, 'sort_order', p.sort_order,
               'storage_key', p.storage_key, 'thumbnail_key', p.thumbnail_key)
               order by p.sort_order, p.user_card_photo_id) as photos
      from user_card_photos p where p.user_card_id = uc.user_card_id
    ) ph on true
    where ${sql.join(conditions(userId, filter), sql` and `)}
    order by s.name, c.sort_order nulls last,
             case when c.card_number ~ '^[0-9]{1,9}$' then c.card_number::int end nulls last,
             c.card_number, uc.user_card_id`);
  return result.rows;
}

/** The dashboard header numbers over the whole collection; value prefers current, then estimated, then paid. */
export async function collectionStats(db: Executor, userId: number) {
  const result = await db.execute<{
    total_cards: number;
    total_value: string | null;
    unique_cards: number;
    unique_series: number;
    rookie_cards: number;
    autograph_cards: number;
    relic_cards: number;
    graded_cards: number;
    unique_players: number;
  }>(sql`
    select count(*)::int as total_cards,
           sum(coalesce(uc.current_value, uc.estimated_value, uc.purchase_price)) as total_value,
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
    with owned as (
      select cpt.team_id, cpt.player_id, uc.user_card_id
      from user_cards uc join card_player_teams cpt on cpt.card_id = uc.card_id
      where uc.user_id = ${userId} and cpt.team_id is not null
    ), per_player as (
      select team_id, player_id, count(distinct user_card_id)::int as card_count
      from owned where player_id is not null group by team_id, player_id
    )
    select t.team_id, t.name, t.slug, t.abbreviation, t.primary_color, t.secondary_color,
           (select count(distinct o.user_card_id)::int from owned o where o.team_id = t.team_id) as card_count,
           coalesce((select json_agg(json_build_object('player_id', p.player_id, 'first_name', p.first_name,
                       'last_name', p.last_name, 'slug', p.slug, 'card_count', pp.card_count)
                       order by p.last_name, p.first_name)
                     from per_player pp join players p on p.player_id = pp.player_id
                     where pp.team_id = t.team_id), '[]'::json) as players
    from teams t where t.team_id in (select team_id from owned)
    order by card_count desc, t.name`);
  return result.rows;
}
