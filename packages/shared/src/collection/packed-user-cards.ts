import {
  dictionary,
  playerTeamDictionaries,
  playerTeamReader,
  type PackedLink,
  type PackedPlayer,
  type PackedTeam,
} from '../catalogue/packed-people';
import type { UserCard, UserCardPhoto } from './user-card.schemas';

/**
 * The dashboard's card list in a packed form: each entry a tuple, and the set, series, player and team facts that
 * many entries share listed once. 10,000 entries are 2.8 MB of JSON instead of 11.4 MB, which is what the page
 * pays for in unpacking and parsing before it can show the table. Kept free of zod: the entry chunk unpacks it.
 * unpackUserCards(packUserCards(cards)) equals cards for any list. It travels gzip-encoded (Content-Encoding), so the
 * browser inflates it off the page's main thread.
 */
export const PACKED_CARDS_MEDIA_TYPE = 'application/vnd.cardbinder.packed-cards+json';

/** series_id, set_id, set_name, set_year, set_slug, series name, series slug, color, hex_color, front_image_url */
type PackedSeries = [
  number,
  number,
  string,
  number,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
];
/** user_card_photo_id, photo_url, thumbnail_url, sort_order */
type PackedPhoto = [number, string, string, number];

type PackedEntry = [
  user_card_id: number,
  card_id: number,
  card_number: string,
  card_slug: string,
  sort_order: number | null,
  random_code: string,
  serial_number: number | null,
  print_run: number | null,
  user_location: number | null,
  location_name: string | null,
  purchase_price: number | null,
  estimated_value: number | null,
  current_value: number | null,
  notes: string | null,
  flags: number,
  grading_agency: number | null,
  grading_agency_abbr: string | null,
  grade: number | null,
  grade_id: string | null,
  photos: PackedPhoto[],
  photo_count: number,
  primary_photo_url: string | null,
  date_added: string,
  created: string,
  series: number,
  links: PackedLink[],
];

export interface PackedUserCards {
  success: true;
  total: number;
  series: PackedSeries[];
  players: PackedPlayer[];
  teams: PackedTeam[];
  cards: PackedEntry[];
}

const FLAG = { aftermarketAutograph: 1, special: 2, rookie: 4, autograph: 8, relic: 16 } as const;

export function packUserCards(cards: readonly UserCard[], total: number): PackedUserCards {
  const series = dictionary<PackedSeries>();
  const people = playerTeamDictionaries();
  const packed = cards.map((card): PackedEntry => {
    const flags =
      (card.aftermarket_autograph ? FLAG.aftermarketAutograph : 0) |
      (card.is_special ? FLAG.special : 0) |
      (card.is_rookie ? FLAG.rookie : 0) |
      (card.is_autograph ? FLAG.autograph : 0) |
      (card.is_relic ? FLAG.relic : 0);
    const seriesIndex = series.indexOf([
      card.series_id,
      card.set_id,
      card.set_name,
      card.set_year,
      card.set_slug,
      card.series_rel.name,
      card.series_rel.slug,
      card.color_rel.color,
      card.color_rel.hex_color,
      card.front_image_url,
    ]);
    const photos = card.all_photos.map((photo): PackedPhoto => [
      photo.user_card_photo_id,
      photo.photo_url,
      photo.thumbnail_url,
      photo.sort_order,
    ]);
    return [
      card.user_card_id,
      card.card_id,
      card.card_number,
      card.card_slug,
      card.sort_order,
      card.random_code,
      card.serial_number,
      card.print_run,
      card.user_location,
      card.location_name,
      card.purchase_price,
      card.estimated_value,
      card.current_value,
      card.notes,
      flags,
      card.grading_agency,
      card.grading_agency_abbr,
      card.grade,
      card.grade_id,
      photos,
      card.photo_count,
      card.primary_photo_url,
      card.date_added,
      card.created,
      seriesIndex,
      people.linksOf(card.card_player_teams),
    ];
  });
  return {
    success: true,
    total,
    series: series.items,
    players: people.players,
    teams: people.teams,
    cards: packed,
  };
}

/** The list in the API's shape. Entries share their series, player and team objects: treat them as read-only. */
export function unpackUserCards(packed: PackedUserCards): {
  success: true;
  total: number;
  cards: UserCard[];
} {
  const linksOf = playerTeamReader(packed.players, packed.teams);
  const series = packed.series.map((s) => ({
    series_id: s[0],
    set_id: s[1],
    set_name: s[2],
    set_year: s[3],
    set_slug: s[4],
    series_rel: { name: s[5], slug: s[6] },
    color_rel: { color: s[7], hex_color: s[8] },
    front_image_url: s[9],
  }));
  const cards = packed.cards.map((e): UserCard => {
    const s = series[e[24]]!;
    return {
      user_card_id: e[0],
      card_id: e[1],
      card_number: e[2],
      card_slug: e[3],
      sort_order: e[4],
      random_code: e[5],
      serial_number: e[6],
      print_run: e[7],
      user_location: e[8],
      location_name: e[9],
      purchase_price: e[10],
      estimated_value: e[11],
      current_value: e[12],
      notes: e[13],
      aftermarket_autograph: (e[14] & FLAG.aftermarketAutograph) !== 0,
      grading_agency: e[15],
      grading_agency_abbr: e[16],
      grade: e[17],
      grade_id: e[18],
      is_special: (e[14] & FLAG.special) !== 0,
      is_rookie: (e[14] & FLAG.rookie) !== 0,
      is_autograph: (e[14] & FLAG.autograph) !== 0,
      is_relic: (e[14] & FLAG.relic) !== 0,
      photo_count: e[20],
      all_photos: e[19].map(([user_card_photo_id, photo_url, thumbnail_url, sort_order]): UserCardPhoto => ({
        user_card_photo_id,
        photo_url,
        thumbnail_url,
        sort_order,
      })),
      primary_photo_url: e[21],
      front_image_url: s.front_image_url,
      date_added: e[22],
      created: e[23],
      series_id: s.series_id,
      set_id: s.set_id,
      set_name: s.set_name,
      set_year: s.set_year,
      set_slug: s.set_slug,
      series_rel: s.series_rel,
      color_rel: s.color_rel,
      card_player_teams: linksOf(e[25]),
    };
  });
  return { success: true, total: packed.total, cards };
}
