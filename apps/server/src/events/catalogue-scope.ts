import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '@/db/sql';
import type { CatalogueScope } from './domain-events';

/** The kinds of catalogue row an event's scope lists and a subscriber keeps something for. */
export type CatalogueRowKind = 'sets' | 'series' | 'cards' | 'players' | 'teams';

/**
 * What a subscriber keeps: one thing per row of the kind `rows` (a spreadsheet per set, a document per card),
 * showing or counting the rows of the kinds in `shows` (a set's spreadsheet shows its series, cards, players
 * and teams by name). A changed row of a kind it does not show never reaches it.
 */
export interface ScopeNeed {
  rows: CatalogueRowKind;
  shows: readonly CatalogueRowKind[];
}

const SCOPE_LISTS: Record<CatalogueRowKind, keyof CatalogueScope> = {
  sets: 'setIds',
  series: 'seriesIds',
  cards: 'cardIds',
  players: 'playerIds',
  teams: 'teamIds',
};

type Reach = (changed: SQL) => SQL;

/**
 * How changed rows (`changed`: an int[] of their ids) reach the rows of another kind: REACH[kept][changed] is
 * the query of the kept rows' ids. Containment runs both ways (a set holds series hold cards; a card names
 * players and teams; a player plays for teams), so a renamed team reaches the cards naming it, and through
 * them their series and sets, and a set's new cards reach the players and teams they name.
 */
const REACH: Record<CatalogueRowKind, Record<CatalogueRowKind, Reach>> = {
  sets: {
    sets: (ids) => sql`select unnest(${ids})`,
    series: (ids) => sql`select set_id from series where series_id = any(${ids})`,
    cards: (ids) => sql`select s.set_id from cards c join series s on s.series_id = c.series_id
      where c.card_id = any(${ids})`,
    players: (
      ids,
    ) => sql`select distinct s.set_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      join series s on s.series_id = c.series_id where cpt.player_id = any(${ids})`,
    teams: (
      ids,
    ) => sql`select distinct s.set_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      join series s on s.series_id = c.series_id where cpt.team_id = any(${ids})`,
  },
  series: {
    sets: (ids) => sql`select series_id from series where set_id = any(${ids})`,
    series: (ids) => sql`select unnest(${ids})`,
    cards: (ids) => sql`select series_id from cards where card_id = any(${ids})`,
    players: (
      ids,
    ) => sql`select distinct c.series_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      where cpt.player_id = any(${ids})`,
    teams: (
      ids,
    ) => sql`select distinct c.series_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      where cpt.team_id = any(${ids})`,
  },
  cards: {
    sets: (ids) => sql`select c.card_id from cards c join series s on s.series_id = c.series_id
      where s.set_id = any(${ids})`,
    series: (ids) => sql`select card_id from cards where series_id = any(${ids})`,
    cards: (ids) => sql`select unnest(${ids})`,
    players: (ids) => sql`select card_id from card_player_teams where player_id = any(${ids})`,
    teams: (ids) => sql`select card_id from card_player_teams where team_id = any(${ids})`,
  },
  players: {
    sets: (ids) => sql`select cpt.player_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      join series s on s.series_id = c.series_id where s.set_id = any(${ids})`,
    series: (
      ids,
    ) => sql`select cpt.player_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      where c.series_id = any(${ids})`,
    cards: (ids) => sql`select player_id from card_player_teams where card_id = any(${ids})`,
    players: (ids) => sql`select unnest(${ids})`,
    teams: (ids) => sql`select player_id from player_teams where team_id = any(${ids})`,
  },
  teams: {
    sets: (ids) => sql`select cpt.team_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      join series s on s.series_id = c.series_id where s.set_id = any(${ids})`,
    series: (ids) => sql`select cpt.team_id from card_player_teams cpt join cards c on c.card_id = cpt.card_id
      where c.series_id = any(${ids})`,
    cards: (ids) => sql`select team_id from card_player_teams where card_id = any(${ids})`,
    players: (ids) => sql`select team_id from player_teams where player_id = any(${ids})`,
    teams: (ids) => sql`select unnest(${ids})`,
  },
};

/**
 * The one expansion of an event's scope: the ids of the `need.rows` rows that show or count a changed row,
 * as one query to use in `x in (…)` (a union of index lookups: one "or" across them would read whole
 * tables), or undefined when the scope reaches none. `cardsOnly` is the writer's statement of what changed;
 * the subscriber chooses its need accordingly (search widens less for it).
 */
export function affectedRows(scope: CatalogueScope, need: ScopeNeed): SQL | undefined {
  const parts = need.shows.flatMap((kind) => {
    const ids = scope[SCOPE_LISTS[kind]] as number[] | undefined;
    return ids?.length ? [sql`(${REACH[need.rows][kind](intArray(ids))})`] : [];
  });
  return parts.length ? sql.join(parts, sql` union `) : undefined;
}

/** Every row kind: the need of a subscriber whose rows show the whole catalogue around them. */
export const ALL_CATALOGUE_ROWS: readonly CatalogueRowKind[] = [
  'sets',
  'series',
  'cards',
  'players',
  'teams',
];
