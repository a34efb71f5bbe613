import type { ImportCard, ImportPlayer, ImportTeamMatch } from '@cardbinder/shared';
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

async function matchPlayer(
  db: Executor,
  player: ImportPlayer,
  teamsByName: Map<string, ImportTeamMatch | undefined>,
  organizationId: number | null,
): Promise<ImportPlayer> {
  const key = nameKey(player.name);
  const exact = key ? await q.exactPlayers(db, key) : [];
  const fuzzy = key ? await q.fuzzyPlayers(db, key) : [];
  const teams: ImportTeamMatch[] = [];
  for (const teamName of player.teamNames) {
    if (!teamsByName.has(teamName)) teamsByName.set(teamName, await q.findTeam(db, teamName, organizationId));
    const team = teamsByName.get(teamName);
    if (team) teams.push({ ...team, teamName });
  }
  const selectedPlayer = exact.length === 1 ? exact[0]! : null;
  const playerTeamMatches =
    selectedPlayer && teams.length > 0
      ? await q.existingPairs(
          db,
          [selectedPlayer.playerId],
          teams.map((team) => team.teamId),
        )
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

/** One card's players matched exactly and fuzzily, its team names by name or abbreviation. */
export async function matchCard(
  db: Executor,
  card: ImportCard,
  organizationId: number | null,
  teamsByName = new Map<string, ImportTeamMatch | undefined>(),
): Promise<ImportCard> {
  const players: ImportPlayer[] = [];
  for (const player of card.players) players.push(await matchPlayer(db, player, teamsByName, organizationId));
  return { ...card, players };
}

/** The worker's side of match-cards: reads only, so a retried job simply starts again. */
export const matchCardsJobHandler: JobHandler = async ({ db, job, progress }) => {
  const payload = job.payload as MatchCardsPayload;
  const teamsByName = new Map<string, ImportTeamMatch | undefined>();
  const matchedCards: ImportCard[] = [];
  for (const [index, card] of payload.cards.entries()) {
    matchedCards.push(await matchCard(db, card, payload.organizationId, teamsByName));
    if ((index + 1) % PROGRESS_EVERY === 0) await progress(index + 1, payload.cards.length);
  }
  return { matchedCards } satisfies MatchCardsResult;
};
