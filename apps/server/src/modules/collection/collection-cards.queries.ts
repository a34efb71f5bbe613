import { sql, type SQL } from 'drizzle-orm';
import type { CollectionCardsQuery, TeamRef } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { listTeamRefs } from '@/modules/catalogue/cards.queries';

/** One int[] parameter for a list of already validated ids. */
export const idArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export interface CardFilter extends Partial<CollectionCardsQuery> {
  userCardIds?: number[];
  cardId?: number;
}

/** One collection entry with its catalogue card, as the list statement returns it. */
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
  /** numeric columns stay text ('12.50'): exact, and already valid JSON numbers */
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
  front_image_path: string | null;
  /** epoch milliseconds */
  date_added: number;
  created: number;
  series_id: number;
  set_id: number;
  set_name: string;
  set_year: number;
  set_slug: string;
  series_name: string;
  series_slug: string;
  color: string | null;
  hex_color: string | null;
  /** card_player_teams in order, as parallel id arrays (null entries for team-only or player-only links) */
  player_ids: (number | null)[] | null;
  team_ids: (number | null)[] | null;
  /** JSON text of [{id, sort_order, storage_key, thumbnail_key}] or null */
  photos: string | null;
};

export interface PhotoJson {
  id: number;
  sort_order: number;
  storage_key: string;
  thumbnail_key: string;
}

export type PlayerRow = { player_id: number; first_name: string; last_name: string; slug: string };

export interface CollectionCardsResult {
  rows: CollectionCardRow[];
  players: PlayerRow[];
  teams: TeamRef[];
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
 * The collection table: one statement for the entries (with card, series, set, colour, location, agency, the
 * card's player/team ids and the entry's photos), then the distinct players and teams they name, once each.
 * Measured on 10,000 entries: building JSON per row in PostgreSQL cost more than all of this together.
 */
export async function listCollectionCards(
  db: Db,
  userId: number,
  filter: CardFilter = {},
): Promise<CollectionCardsResult> {
  return db.transaction(async (tx) => {
    const rows = (await tx.execute<CollectionCardRow>(collectionCardsQuery(userId, filter))).rows;
    const playerIds = new Set<number>();
    const teamIds = new Set<number>();
    for (const row of rows) {
      for (const id of row.player_ids ?? []) if (id !== null) playerIds.add(id);
      for (const id of row.team_ids ?? []) if (id !== null) teamIds.add(id);
    }
    const players =
      playerIds.size === 0
        ? []
        : (
            await tx.execute<PlayerRow>(sql`select player_id, first_name, last_name, slug from players
              where player_id = any(${idArray([...playerIds])})`)
          ).rows;
    const teams = await listTeamRefs(tx, [...teamIds]);
    return { rows, players, teams };
  });
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export function collectionCardsQuery(userId: number, filter: CardFilter = {}): SQL {
  return sql`
    select uc.user_card_id, uc.card_id, c.card_number, c.slug as card_slug, c.sort_order, uc.random_code,
           uc.serial_number, coalesce(c.print_run, s.max_print_run) as print_run,
           uc.user_location, ul.location as location_name,
           uc.purchase_price, uc.estimated_value, uc.current_value, uc.notes, uc.aftermarket_autograph,
           uc.grading_agency, ga.abbreviation as grading_agency_abbr, uc.grade, uc.grade_id, uc.is_special,
           c.is_rookie, c.is_autograph, c.is_relic, s.front_image_path,
           ${epochMs(sql`uc.date_added`)} as date_added, ${epochMs(sql`uc.created`)} as created,
           s.series_id, st.set_id, st.name as set_name, st.year as set_year, st.slug as set_slug,
           s.name as series_name, s.slug as series_slug, col.name as color, col.hex_value as hex_color,
           links.player_ids, links.team_ids, pics.photos
    from user_cards uc
    join cards c on c.card_id = uc.card_id
    join series s on s.series_id = c.series_id
    join sets st on st.set_id = s.set_id
    left join colors col on col.color_id = s.color_id
    left join user_locations ul on ul.user_location_id = uc.user_location
    left join grading_agencies ga on ga.grading_agency_id = uc.grading_agency
    left join lateral (
      select array_agg(cpt.player_id order by cpt.sort_order, cpt.card_player_team_id) as player_ids,
             array_agg(cpt.team_id order by cpt.sort_order, cpt.card_player_team_id) as team_ids
      from card_player_teams cpt where cpt.card_id = uc.card_id
    ) links on true
    left join lateral (
      select json_agg(json_build_object('id', ph.user_card_photo_id, 'sort_order', ph.sort_order,
               'storage_key', ph.storage_key, 'thumbnail_key', ph.thumbnail_key)
               order by ph.sort_order, ph.user_card_photo_id)::text as photos
      from user_card_photos ph where ph.user_card_id = uc.user_card_id
    ) pics on true
    where ${sql.join(conditions(userId, filter), sql` and `)}
    order by s.name, c.sort_order nulls last,
             case when c.card_number ~ '^[0-9]{1,9}$' then c.card_number::int end nulls last,
             c.card_number, uc.user_card_id`;
}
