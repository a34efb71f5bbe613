/**
 * What the packed card lists (a series' card table, a collector's dashboard list) share: each distinct tuple
 * listed once, and a card's player-team pairs as indexes into the lists of players and teams. Kept free of zod:
 * the pages that unpack them load no schema.
 */

/** player_id, first_name, last_name, slug */
export type PackedPlayer = [number, string, string, string];
/** team_id, name, slug, abbreviation, primary_color, secondary_color */
export type PackedTeam = [number, string, string, string | null, string | null, string | null];
/** index into players, index into teams; -1 for none */
export type PackedLink = [number, number];

interface PlayerFacts {
  player_id: number;
  first_name: string;
  last_name: string;
  slug: string;
}
interface TeamFacts {
  team_id: number;
  name: string;
  slug: string;
  abbreviation: string | null;
  primary_color: string | null;
  secondary_color: string | null;
}
interface PlayerTeam {
  player: PlayerFacts | null;
  team: TeamFacts | null;
}

/** Lists each distinct tuple once and answers its index. */
export function dictionary<T extends unknown[]>() {
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

/** The players and teams of a list, each once, and each card's pairs as indexes into them. */
export function playerTeamDictionaries() {
  const players = dictionary<PackedPlayer>();
  const teams = dictionary<PackedTeam>();
  return {
    players: players.items,
    teams: teams.items,
    linksOf: (pairs: readonly PlayerTeam[]): PackedLink[] =>
      pairs.map(({ player, team }) => [
        player ? players.indexOf([player.player_id, player.first_name, player.last_name, player.slug]) : -1,
        team
          ? teams.indexOf([
              team.team_id,
              team.name,
              team.slug,
              team.abbreviation,
              team.primary_color,
              team.secondary_color,
            ])
          : -1,
      ]),
  };
}

/** Turns packed pairs back into objects; cards share their player and team objects (read-only). */
export function playerTeamReader(packedPlayers: readonly PackedPlayer[], packedTeams: readonly PackedTeam[]) {
  const players = packedPlayers.map(([player_id, first_name, last_name, slug]) => ({
    player_id,
    first_name,
    last_name,
    slug,
  }));
  const teams = packedTeams.map(([team_id, name, slug, abbreviation, primary_color, secondary_color]) => ({
    team_id,
    name,
    slug,
    abbreviation,
    primary_color,
    secondary_color,
  }));
  return (links: readonly PackedLink[]) =>
    links.map(([player, team]) => ({
      player: player < 0 ? null : players[player]!,
      team: team < 0 ? null : teams[team]!,
    }));
}
