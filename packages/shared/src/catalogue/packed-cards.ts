import type { Card, TeamRef } from './catalogue.schemas';

/**
 * A card table (GET /api/cards) in a packed form, asked for with this media type in Accept: each card a tuple,
 * and the series, player and team facts that many cards share listed once. A 10,000-card series is 7.3 MB of
 * JSON that a phone reads and parses in two long tasks; packed it is a tenth of that. Kept free of zod (a type
 * import only): the series page's code unpacks it. unpackCards(packCards(cards)) equals cards for any list.
 */
export const PACKED_CARD_TABLE_MEDIA_TYPE = 'application/vnd.cardbinder.packed-card-table+gzip';

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
/** player_id, first_name, last_name, slug */
type PackedPlayer = [number, string, string, string];
/** team_id, name, slug, abbreviation, primary_color, secondary_color */
type PackedTeam = [number, string, string, string | null, string | null, string | null];
/** index into players, index into teams; -1 for none */
type PackedLink = [number, number];

type PackedCard =
  | [
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
    ]
  | [
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
      user_card_count: number,
    ];

export interface PackedCards {
  series: PackedSeries[];
  players: PackedPlayer[];
  teams: PackedTeam[];
  cards: PackedCard[];
}

const FLAG = { rookie: 1, autograph: 2, relic: 4 } as const;

/** Lists each distinct tuple once and answers its index. */
function dictionary<T extends unknown[]>() {
  const items: T[] = [];
  const indexes = new Map<string, number>();
  return {
    items,
    indexOf(item: T): number {
      const key = JSON.stringify(item);
      let index = indexes.get(key);
      if (index === undefined) {
        index = items.push(item) - 1;
        indexes.set(key, index);
      }
      return index;
    },
  };
}

const teamTuple = (team: TeamRef): PackedTeam => [
  team.team_id,
  team.name,
  team.slug,
  team.abbreviation,
  team.primary_color,
  team.secondary_color,
];

export function packCards(cards: readonly Card[]): PackedCards {
  const series = dictionary<PackedSeries>();
  const players = dictionary<PackedPlayer>();
  const teams = dictionary<PackedTeam>();
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
    const links = card.card_player_teams.map(({ player, team }): PackedLink => [
      player ? players.indexOf([player.player_id, player.first_name, player.last_name, player.slug]) : -1,
      team ? teams.indexOf(teamTuple(team)) : -1,
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
      links,
    ];
    return card.user_card_count === undefined ? row : [...row, card.user_card_count];
  });
  return { series: series.items, players: players.items, teams: teams.items, cards: packed };
}

/** The packed table with a signed-in user's copies of each card (what user_card_count says in the JSON form). */
export function withUserCardCounts(packed: PackedCards, countOf: (cardId: number) => number): PackedCards {
  return {
    ...packed,
    cards: packed.cards.map((card): PackedCard => {
      const [card_id, ...rest] = card.slice(0, 11) as [number, ...unknown[]];
      return [card_id, ...rest, countOf(card_id)] as PackedCard;
    }),
  };
}

/** The table in the API's shape. Cards share their player and team objects: treat them as read-only. */
export function unpackCards(packed: PackedCards): { cards: Card[] } {
  const players = packed.players.map(([player_id, first_name, last_name, slug]) => ({
    player_id,
    first_name,
    last_name,
    slug,
  }));
  const teams = packed.teams.map(([team_id, name, slug, abbreviation, primary_color, secondary_color]) => ({
    team_id,
    name,
    slug,
    abbreviation,
    primary_color,
    secondary_color,
  }));
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
      card_player_teams: c[10].map(([player, team]) => ({
        player: player < 0 ? null : players[player]!,
        team: team < 0 ? null : teams[team]!,
      })),
    };
    if (c.length > 11) card.user_card_count = c[11];
    return card;
  });
  return { cards };
}
