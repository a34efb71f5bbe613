import {
  CATALOGUE_MESSAGES,
  packCards,
  playersListEndpoint,
  type Card,
  type Player,
  type PlayerStats,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { nameKey } from './name-keys';
import { keptJsonBody, type KeptJsonBody } from '@/lib/json-text';
import { cardTableJson, keptVisitorBody } from '@/modules/card-list';
import * as q from './players.queries';
import { findTeamBySlugOrId, toTeamRef } from './teams.service';
import { recordVisit } from './visits.queries';
import { bindDb } from '@/lib/bind-db';

function toPlayer(row: q.PlayerRow, teams: q.PlayerTeamRow[], owned: Map<number, number> | null): Player {
  return {
    player_id: row.player_id,
    first_name: row.first_name,
    last_name: row.last_name,
    nick_name: row.nick_name,
    slug: row.slug,
    birthdate: row.birthdate,
    is_hof: row.is_hof,
    card_count: row.card_count,
    rc_count: row.rc_count,
    rookie_count: row.rc_count,
    teams: teams.map(({ player_id: _playerId, ...team }) => team),
    ...(owned ? { user_card_count: owned.get(row.player_id) ?? 0 } : {}),
    ...(row.team_card_count === undefined ? {} : { team_card_count: row.team_card_count }),
  };
}

function teamsByPlayer(rows: q.PlayerTeamRow[]): Map<number, q.PlayerTeamRow[]> {
  const map = new Map<number, q.PlayerTeamRow[]>();
  for (const row of rows) map.set(row.player_id, [...(map.get(row.player_id) ?? []), row]);
  return map;
}

export async function listPlayers(
  db: Db,
  query: { page: number; limit: number; search?: string; team_id?: number },
  userId: number | null,
) {
  const filter: q.PlayerFilter = {
    nameKey: query.search ? nameKey(query.search) : undefined,
    teamId: query.team_id,
  };
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    q.listPlayers(db, filter, query.limit, offset),
    q.countPlayers(db, filter),
  ]);
  const ids = rows.map((row) => row.player_id);
  const [teams, owned] = await Promise.all([
    q.listPlayersTeams(db, ids),
    userId === null ? Promise.resolve(null) : q.userCardCountsByPlayer(db, userId, ids),
  ]);
  const byPlayer = teamsByPlayer(teams);
  return {
    players: rows.map((row) => toPlayer(row, byPlayer.get(row.player_id) ?? [], owned)),
    pagination: {
      current_page: query.page,
      limit: query.limit,
      total,
      has_more: offset + rows.length < total,
    },
  };
}

type CardFacts = Pick<Card, 'series_id' | 'print_run' | 'is_rookie' | 'is_autograph' | 'is_relic'>;

function playerStats(cards: readonly CardFacts[]): PlayerStats {
  return {
    total_cards: cards.length,
    rookie_cards: cards.filter((card) => card.is_rookie).length,
    autograph_cards: cards.filter((card) => card.is_autograph).length,
    relic_cards: cards.filter((card) => card.is_relic).length,
    numbered_cards: cards.filter((card) => card.print_run !== null).length,
    unique_series: new Set(cards.map((card) => card.series_id)).size,
  };
}

/** Player page: the player, their teams with card counts, stats and every card (on one team when given). */
async function playerDetailText(
  db: Db,
  slug: string,
  teamKey: string | undefined,
  userId: number | null,
  limit: number,
  packed: boolean,
): Promise<string> {
  const row = await q.findPlayerBySlug(db, slug);
  if (!row) throw notFound(CATALOGUE_MESSAGES.playerNotFound);
  const selectedTeam = teamKey ? await findTeamBySlugOrId(db, teamKey) : null;
  if (teamKey && !selectedTeam) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
  const [teams, table] = await Promise.all([
    q.listPlayersTeams(db, [row.player_id]),
    cardTableJson(
      db,
      { kind: 'players', playerIds: [row.player_id], teamId: selectedTeam?.team_id ?? null },
      limit,
      userId,
    ),
  ]);
  const owned =
    table.owned && new Map([[row.player_id, [...table.owned.values()].reduce((a, b) => a + b, 0)]]);
  const player = toPlayer(row, teams, owned);
  const rest = JSON.stringify({
    player,
    teams: player.teams,
    stats: playerStats(table.cards),
    selected_team: selectedTeam ? toTeamRef(selectedTeam) : null,
  });
  // the cards are JSON text already (see cardTableJson); packed, the page parses a sixth of it
  const cards = packed ? JSON.stringify(packCards(JSON.parse(table.json) as Card[])) : table.json;
  return `${rest.slice(0, -1)},"cards":${cards}}`;
}

/**
 * A player page. A visitor's (the same for all, up to 10,000 cards and 1 MB) is kept, gzip form included, while
 * the catalogue does not change: player, team and pairing edits count as changes (migration 0021).
 */
export async function playerDetail(
  db: Db,
  slug: string,
  teamKey: string | undefined,
  userId: number | null,
  limit: number,
  packed = false,
): Promise<KeptJsonBody> {
  if (userId !== null) {
    const text = await playerDetailText(db, slug, teamKey, userId, limit, packed);
    return keptJsonBody(() => text);
  }
  return keptVisitorBody(db, JSON.stringify(['player', slug, teamKey ?? null, limit, packed]), () =>
    playerDetailText(db, slug, teamKey, null, limit, packed),
  );
}

export async function trackPlayerVisit(db: Db, playerId: number, userId: number | null) {
  if (!(await recordVisit(db, 'player', playerId, userId))) throw notFound(CATALOGUE_MESSAGES.playerNotFound);
  return { success: true };
}

/** The players list as a visitor sees it (the same for all), kept while the catalogue does not change. */
export const visitorPlayersList = (db: Db, query: Parameters<typeof listPlayers>[1]) =>
  keptVisitorBody(db, JSON.stringify(['players-list', query]), async () =>
    // parsed as the route's serialiser would: the answer has exactly the contract's fields
    JSON.stringify(playersListEndpoint.response.parse(await listPlayers(db, query, null))),
  );

export const createPlayersService = (db: Db) =>
  bindDb(db, { listPlayers, visitorPlayersList, playerDetail, trackPlayerVisit });
