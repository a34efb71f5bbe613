import type { ImportCard, ImportPlayer, ImportPlayerCandidate, ImportTeamMatch } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { JobHandler } from '@/jobs/worker';
import { nameKey } from '@/modules/catalogue';
import * as q from './card-import.queries';

export const MATCH_CARDS_JOB = 'import-match-cards';

export interface MatchCardsPayload {
  seriesId: number;
  organizationId: number | null;
  cards: ImportCard[];
}

export interface MatchCardsResult {
  matchedCards: ImportCard[];
}

/** Cards between two progress writes: progress is polled once a second, so a write per card is waste. */
const PROGRESS_EVERY = 10;

/**
 * Names per fuzzy lookup. A trigram search costs ~2 ms a name on the full-size catalogue, so a 1,000-name
 * checklist is split over several connections and PostgreSQL's cores share it (one session embedded: queued).
 */
const FUZZY_NAMES_PER_QUERY = 250;

async function fuzzyPlayersInParallel(db: Executor, keys: string[]) {
  const chunks: string[][] = [];
  for (let start = 0; start < keys.length; start += FUZZY_NAMES_PER_QUERY)
    chunks.push(keys.slice(start, start + FUZZY_NAMES_PER_QUERY));
  const found = await Promise.all(chunks.map((chunk) => q.fuzzyPlayers(db, chunk)));
  return new Map(found.flatMap((candidates) => [...candidates]));
}

/** What a whole checklist's names and teams match, asked once for all its cards. */
interface Lookups {
  exact: Map<string, ImportPlayerCandidate[]>;
  fuzzy: Map<string, ImportPlayerCandidate[]>;
  teams: Map<string, ImportTeamMatch | undefined>;
  /** "playerId:teamId" of the pairs the catalogue has */
  pairs: Set<string>;
}

async function lookUp(db: Executor, cards: ImportCard[], organizationId: number | null): Promise<Lookups> {
  const players = cards.flatMap((card) => card.players);
  const keys = [...new Set(players.map((player) => nameKey(player.name)).filter(Boolean))];
  const [exact, fuzzy] = await Promise.all([q.exactPlayers(db, keys), fuzzyPlayersInParallel(db, keys)]);
  const teams = new Map<string, ImportTeamMatch | undefined>();
  for (const teamName of new Set(players.flatMap((player) => player.teamNames)))
    teams.set(teamName, await q.findTeam(db, teamName, organizationId));
  const playerIds = [...exact.values()].flatMap((list) => (list.length === 1 ? [list[0]!.playerId] : []));
  const teamIds = [...teams.values()].flatMap((team) => (team ? [team.teamId] : []));
  const found = playerIds.length && teamIds.length ? await q.existingPairs(db, playerIds, teamIds) : [];
  return { exact, fuzzy, teams, pairs: new Set(found.map((pair) => `${pair.playerId}:${pair.teamId}`)) };
}

function matchPlayer(player: ImportPlayer, lookups: Lookups): ImportPlayer {
  const key = nameKey(player.name);
  const exact = (key && lookups.exact.get(key)) || [];
  const fuzzy = (key && lookups.fuzzy.get(key)) || [];
  const teams: ImportTeamMatch[] = player.teamNames.flatMap((teamName) => {
    const team = lookups.teams.get(teamName);
    return team ? [{ ...team, teamName }] : [];
  });
  const selectedPlayer = exact.length === 1 ? exact[0]! : null;
  const playerTeamMatches = selectedPlayer
    ? teams
        .filter((team) => lookups.pairs.has(`${selectedPlayer.playerId}:${team.teamId}`))
        .map((team) => ({ playerId: selectedPlayer.playerId, teamId: team.teamId }))
    : [];
  return {
    ...player,
    playerMatches: { exact, fuzzy },
    teamMatches: { exact: teams },
    playerTeamMatches,
    selectedPlayer,
    selectedTeams: teams,
  };
}

/** A checklist's cards: players matched exactly and fuzzily, team names by name or abbreviation. */
export async function matchCards(
  db: Executor,
  cards: ImportCard[],
  organizationId: number | null,
  progress: (done: number) => Promise<void> = async () => undefined,
): Promise<ImportCard[]> {
  const lookups = await lookUp(db, cards, organizationId);
  const matched: ImportCard[] = [];
  for (const [index, card] of cards.entries()) {
    matched.push({ ...card, players: card.players.map((player) => matchPlayer(player, lookups)) });
    if ((index + 1) % PROGRESS_EVERY === 0) await progress(index + 1);
  }
  return matched;
}

/** The worker's side of match-cards: reads only, so a retried job simply starts again. */
export const matchCardsJobHandler: JobHandler = async ({ db, job, progress }) => {
  const payload = job.payload as MatchCardsPayload;
  const matchedCards = await matchCards(db, payload.cards, payload.organizationId, (done) =>
    progress(done, payload.cards.length),
  );
  return { matchedCards } satisfies MatchCardsResult;
};
