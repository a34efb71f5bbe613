import type { Card } from './catalogue.schemas';
import {
  dictionary,
  playerTeamDictionaries,
  playerTeamReader,
  type PackedLink,
  type PackedPlayer,
  type PackedTeam,
} from './packed-people';

/**
 * A card table (GET /api/cards) in a packed form, asked for with this media type in Accept: each card a tuple,
 * and the series, player and team facts that many cards share listed once. A 10,000-card series is 7.3 MB of
 * JSON that a phone reads and parses in two long tasks; packed it is a tenth of that. Kept free of zod (a type
 * import only): the series page's code unpacks it. unpackCards(packCards(cards)) equals cards for any list.
 * It travels gzip-encoded (Content-Encoding), so the browser inflates it off the page's main thread.
 */
export const PACKED_CARD_TABLE_MEDIA_TYPE = 'application/vnd.cardbinder.packed-card-table+json';

/**
 * A player page (GET /api/players/by-slug/…) with its `cards` packed as above, asked for with this media type: the
 * player with the most cards is 1.7 MB of JSON plain, a phone's longest task on that page.
 */
export const PACKED_PLAYER_DETAIL_MEDIA_TYPE = 'application/vnd.cardbinder.packed-player+json';

/** series_id, series_name, series_slug, is_parallel, set_id, set_name, set_slug, set_year, color_name, color_hex */
type PackedSeries = [
  number,
  string,
  string,
  boolean,
  number,
  string,
  string,
  number,
  string | null,
  string | null,
];
/** the last element only when the table is a signed-in user's (their copies of the card) */
type PackedCard = [
  card_id: number,
  card_number: string,
  card_slug: string,
  sort_order: number | null,
  print_run: number | null,
  flags: number,
  notes: string | null,
  series: number,
  player_names: string,
  player_slug: string,
  links: PackedLink[],
  user_card_count?: number,
];

export interface PackedCards {
  series: PackedSeries[];
  players: PackedPlayer[];
  teams: PackedTeam[];
  cards: PackedCard[];
}

const FLAG = { rookie: 1, autograph: 2, relic: 4 } as const;

export function packCards(cards: readonly Card[]): PackedCards {
  const series = dictionary<PackedSeries>();
  const people = playerTeamDictionaries();
  const packed = cards.map((card): PackedCard => {
    const flags =
      (card.is_rookie ? FLAG.rookie : 0) |
      (card.is_autograph ? FLAG.autograph : 0) |
      (card.is_relic ? FLAG.relic : 0);
    const seriesIndex = series.indexOf([
      card.series_id,
      card.series_name,
      card.series_slug,
      card.is_parallel,
      card.set_id,
      card.set_name,
      card.set_slug,
      card.set_year,
      card.color_name,
      card.color_hex,
    ]);
    const row: PackedCard = [
      card.card_id,
      card.card_number,
      card.card_slug,
      card.sort_order,
      card.print_run,
      flags,
      card.notes,
      seriesIndex,
      card.player_names,
      card.player_slug,
      people.linksOf(card.card_player_teams),
    ];
    if (card.user_card_count !== undefined) row[11] = card.user_card_count;
    return row;
  });
  return { series: series.items, players: people.players, teams: people.teams, cards: packed };
}

/** The packed table with a signed-in user's copies of each card (what user_card_count says in the JSON form). */
export function withUserCardCounts(packed: PackedCards, countOf: (cardId: number) => number): PackedCards {
  return {
    ...packed,
    cards: packed.cards.map((card): PackedCard => {
      const row = card.slice(0, 11) as PackedCard;
      row[11] = countOf(card[0]);
      return row;
    }),
  };
}

/** The table in the API's shape. Cards share their player and team objects: treat them as read-only. */
export function unpackCards(packed: PackedCards): { cards: Card[] } {
  const linksOf = playerTeamReader(packed.players, packed.teams);
  const cards = packed.cards.map((c): Card => {
    const s = packed.series[c[7]]!;
    const card: Card = {
      card_id: c[0],
      card_number: c[1],
      card_slug: c[2],
      sort_order: c[3],
      print_run: c[4],
      is_rookie: (c[5] & FLAG.rookie) !== 0,
      is_autograph: (c[5] & FLAG.autograph) !== 0,
      is_relic: (c[5] & FLAG.relic) !== 0,
      notes: c[6],
      series_id: s[0],
      series_name: s[1],
      series_slug: s[2],
      is_parallel: s[3],
      set_id: s[4],
      set_name: s[5],
      set_slug: s[6],
      set_year: s[7],
      color_name: s[8],
      color_hex: s[9],
      player_names: c[8],
      player_slug: c[9],
      card_player_teams: linksOf(c[10]),
    };
    if (c[11] !== undefined) card.user_card_count = c[11];
    return card;
  });
  return { cards };
}
