import { sql, type SQL } from 'drizzle-orm';
import type { CollectionCardsQuery } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';

export interface CardFilter extends Partial<CollectionCardsQuery> {
  userCardIds?: number[];
  cardId?: number;
}

/** One collection entry: its own fields as JSON text, its card's stored catalogue half, its photos. */
export type CollectionEntryRow = {
  user_card_id: number;
  card_id: number;
  /** the entry's own fields, a JSON object (prices and grade as exact numbers, ISO 8601 times in UTC) */
  entry_json: string;
  /** card_list_rows.collection_json, null until the card's list rows are built */
  card_json: string | null;
  /** JSON text of [{id, sort_order, storage_key, thumbnail_key}] or null */
  photos: string | null;
};

export interface PhotoJson {
  id: number;
  sort_order: number;
  storage_key: string;
  thumbnail_key: string;
}

/** Filters of the dashboard (spec 2 §4 "Dashboard load"): each one narrows, flags combine with AND. */
function conditions(userId: number, filter: CardFilter): SQL[] {
  const where: SQL[] = [sql`uc.user_id = ${userId}`];
  if (filter.userCardIds) where.push(sql`uc.user_card_id = any(${intArray(filter.userCardIds)})`);
  if (filter.cardId !== undefined) where.push(sql`uc.card_id = ${filter.cardId}`);
  if (filter.only_unassigned) {
    where.push(sql`uc.user_location is null`);
  } else if (filter.location_id && filter.location_id.length > 0) {
    const inLocations = sql`uc.user_location = any(${intArray(filter.location_id)})`;
    where.push(filter.include_unassigned ? sql`(${inLocations} or uc.user_location is null)` : inLocations);
  }
  if (filter.is_rookie) where.push(sql`c.is_rookie`);
  if (filter.is_autograph) where.push(sql`c.is_autograph`);
  if (filter.is_relic) where.push(sql`c.is_relic`);
  if (filter.has_grade) where.push(sql`(uc.grading_agency is not null or uc.grade is not null)`);
  if (filter.series_id !== undefined) where.push(sql`c.series_id = ${filter.series_id}`);
  if (filter.team_id && filter.team_id.length > 0) {
    where.push(sql`exists (select 1 from card_player_teams link
      where link.card_id = uc.card_id and link.team_id = any(${intArray(filter.team_id)}))`);
  }
  return where;
}

/** The entries a filter lists, with their stored card rows, locations and agencies. */
function entriesFrom(userId: number, filter: CardFilter, lateral: SQL = sql``): SQL {
  const needsCard =
    filter.is_rookie || filter.is_autograph || filter.is_relic || filter.series_id !== undefined;
  return sql`from user_cards uc
    left join card_list_rows f on f.card_id = uc.card_id
    ${needsCard ? sql`join cards c on c.card_id = uc.card_id` : sql``}
    left join user_locations ul on ul.user_location_id = uc.user_location
    left join grading_agencies ga on ga.grading_agency_id = uc.grading_agency
    ${lateral}
    where ${sql.join(conditions(userId, filter), sql` and `)}`;
}

/**
 * The collection table in one statement. The card half of every entry is the card's stored JSON
 * (card_list_rows) and the entry's own half is built here, so 10,000 entries cross as two texts each instead of
 * 40 columns to parse and serialise again; `cards` is read only when a filter needs it.
 */
export async function listCollectionEntries(
  db: Executor,
  userId: number,
  filter: CardFilter = {},
): Promise<CollectionEntryRow[]> {
  const photos = sql`left join lateral (
      select json_agg(json_build_object('id', ph.user_card_photo_id, 'sort_order', ph.sort_order,
               'storage_key', ph.storage_key, 'thumbnail_key', ph.thumbnail_key)
               order by ph.sort_order, ph.user_card_photo_id)::text as photos
      from user_card_photos ph where ph.user_card_id = uc.user_card_id
    ) pics on true`;
  const result = await db.execute<CollectionEntryRow>(sql`
    select uc.user_card_id, uc.card_id, f.collection_json as card_json, pics.photos,
           json_build_object('user_card_id', uc.user_card_id, 'random_code', uc.random_code,
             'serial_number', uc.serial_number, 'user_location', uc.user_location, 'location_name', ul.location,
             'purchase_price', uc.purchase_price, 'estimated_value', uc.estimated_value,
             'current_value', uc.current_value, 'notes', uc.notes, 'aftermarket_autograph', uc.aftermarket_autograph,
             'grading_agency', uc.grading_agency, 'grading_agency_abbr', ga.abbreviation, 'grade', uc.grade,
             'grade_id', uc.grade_id, 'is_special', uc.is_special, 'date_added', uc.date_added,
             'created', uc.created)::text as entry_json
    ${entriesFrom(userId, filter, photos)}
    order by f.series_name, f.sort_order nulls last,
             case when f.card_number ~ '^[0-9]{1,9}$' then f.card_number::int end nulls last,
             f.card_number, uc.user_card_id`);
  return result.rows;
}
