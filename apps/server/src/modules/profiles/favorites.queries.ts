import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type {
  cards,
  gradingAgencies,
  players,
  series,
  sets,
  teams,
  userCardPhotos,
  userCards,
  userFavoriteCards,
} from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';

type CardNames = SqlColumns<typeof cards, 'card_number'> &
  SqlColumnAs<typeof series, 'name', 'series_name'> &
  SqlColumnAs<typeof sets, 'name', 'set_name'> &
  SqlColumnAs<typeof sets, 'year', 'set_year'> &
  OuterJoined<SqlColumnAs<typeof gradingAgencies, 'abbreviation', 'grading_agency_abbr'>> & {
    /** the card's players, comma separated ('' for none) */
    player_names: string;
    /** cast to text: the grade as written */
    grade: string | null;
  };

export type FavoriteRow = SqlColumns<
  typeof userFavoriteCards,
  'favorite_id' | 'sort_order' | 'user_card_id'
> &
  SqlColumns<typeof cards, 'card_id' | 'print_run' | 'is_rookie' | 'is_autograph' | 'is_relic'> &
  SqlColumns<typeof userCards, 'serial_number'> &
  SqlColumnAs<typeof series, 'slug', 'series_slug'> &
  CardNames &
  OuterJoined<
    SqlColumnAs<typeof players, 'slug', 'player_slug'> &
      SqlColumnAs<typeof teams, 'name', 'team_name'> &
      SqlColumnAs<typeof teams, 'primary_color', 'team_primary_color'> &
      SqlColumnAs<typeof userCardPhotos, 'user_card_photo_id', 'photo_id'> &
      SqlColumnAs<typeof userCardPhotos, 'storage_key', 'photo_storage_key'> &
      SqlColumnAs<typeof userCardPhotos, 'thumbnail_key', 'photo_thumbnail_key'>
  > & { card_path: string };

/** A user's favorite slots in order, with what a profile shows of each card and its primary photo. */
export async function listFavorites(db: Executor, userId: number): Promise<FavoriteRow[]> {
  const result = await db.execute<FavoriteRow>(sql`
    select f.favorite_id, f.sort_order, f.user_card_id, c.card_id, c.card_number,
           coalesce((select string_agg(trim(concat_ws(' ', p.first_name, p.last_name)), ', ' order by cpt.sort_order)
                     from card_player_teams cpt join players p on p.player_id = cpt.player_id
                     where cpt.card_id = c.card_id), '') as player_names,
           (select p.slug from card_player_teams cpt join players p on p.player_id = cpt.player_id
            where cpt.card_id = c.card_id order by cpt.sort_order limit 1) as player_slug,
           s.name as series_name, s.slug as series_slug, st.name as set_name, st.year as set_year,
           uc.grade::text as grade, ga.abbreviation as grading_agency_abbr,
           t.name as team_name, t.primary_color as team_primary_color,
           uc.serial_number, c.print_run,
           c.is_rookie, c.is_autograph, c.is_relic,
           '/sets/' || st.year || '/' || st.slug || '/' || s.slug || '/' || c.slug as card_path,
           ph.user_card_photo_id as photo_id, ph.storage_key as photo_storage_key,
           ph.thumbnail_key as photo_thumbnail_key
    from user_favorite_cards f
      join user_cards uc on uc.user_card_id = f.user_card_id
      join cards c on c.card_id = uc.card_id
      join series s on s.series_id = c.series_id
      join sets st on st.set_id = s.set_id
      left join grading_agencies ga on ga.grading_agency_id = uc.grading_agency
      left join lateral (select tm.name, tm.primary_color from card_player_teams cpt join teams tm on tm.team_id = cpt.team_id
                         where cpt.card_id = c.card_id order by cpt.sort_order limit 1) t on true
      left join lateral (select user_card_photo_id, storage_key, thumbnail_key from user_card_photos
                         where user_card_id = uc.user_card_id order by sort_order limit 1) ph on true
    where f.user_id = ${userId}
    order by f.sort_order`);
  return result.rows;
}

export type CandidateRow = SqlColumns<typeof userCards, 'user_card_id' | 'random_code'> &
  CardNames &
  SqlColumnAs<typeof userCards, 'is_special', 'is_favorite'>;

/**
 * A page of the user's entries, newest first, each word of `search` found somewhere in the card number, players,
 * series, set, year or code (LIKE characters taken literally). Reads one row past the page for has_more.
 */
export async function listCandidates(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number; words: string[] },
): Promise<CandidateRow[]> {
  const text = sql`concat_ws(' ', c.card_number, st.year::text, st.name, s.name, uc.random_code, pn.names)`;
  const filters = page.words.map((word) => sql`and ${text} ilike ${containsPattern(word)}`);
  const result = await db.execute<CandidateRow>(sql`
    select uc.user_card_id, c.card_number, coalesce(pn.names, '') as player_names, s.name as series_name,
           st.name as set_name, st.year as set_year, uc.grade::text as grade, ga.abbreviation as grading_agency_abbr,
           uc.random_code, uc.is_special as is_favorite
    from user_cards uc
      join cards c on c.card_id = uc.card_id
      join series s on s.series_id = c.series_id
      join sets st on st.set_id = s.set_id
      left join grading_agencies ga on ga.grading_agency_id = uc.grading_agency
      left join lateral (select string_agg(trim(concat_ws(' ', p.first_name, p.last_name)), ', ' order by cpt.sort_order) as names
                         from card_player_teams cpt join players p on p.player_id = cpt.player_id
                         where cpt.card_id = c.card_id) pn on true
    where uc.user_id = ${userId} ${sql.join(filters, sql` `)}
    order by uc.date_added desc, uc.user_card_id desc
    limit ${page.limit + 1} offset ${page.offset}`);
  return result.rows;
}
