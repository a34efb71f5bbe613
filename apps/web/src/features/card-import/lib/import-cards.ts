import {
  CARD_IMPORT,
  type ImportCard,
  type ImportPlayer,
  type ImportPlayerCandidate,
  type ImportTeamMatch,
} from '@cardbinder/shared';
import { ApiError } from '@/lib/api-client';

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Exact matches first, then the closest fuzzy ones: at most 5 (doc 3 §9). */
export function candidatesOf(player: ImportPlayer): ImportPlayerCandidate[] {
  const seen = new Set<number>();
  return [...player.playerMatches.exact, ...player.playerMatches.fuzzy]
    .filter((candidate) => !seen.has(candidate.playerId) && seen.add(candidate.playerId))
    .slice(0, CARD_IMPORT.candidates);
}

const mapPlayers = (cards: ImportCard[], change: (player: ImportPlayer) => ImportPlayer) =>
  cards.map((card) => ({ ...card, players: card.players.map(change) }));

export function selectPlayer(
  cards: ImportCard[],
  cardIndex: number,
  playerIndex: number,
  candidate: ImportPlayerCandidate | null,
): ImportCard[] {
  return cards.map((card, c) =>
    c !== cardIndex
      ? card
      : {
          ...card,
          players: card.players.map((player, p) =>
            p === playerIndex ? { ...player, selectedPlayer: candidate, playerTeamMatches: [] } : player,
          ),
        },
  );
}

/** A player created for one name is the match of every player of the file with that name. */
export function applyCreatedPlayer(cards: ImportCard[], name: string, created: ImportPlayerCandidate) {
  const key = fold(name);
  return mapPlayers(cards, (player) =>
    fold(player.name) !== key
      ? player
      : {
          ...player,
          playerMatches: {
            ...player.playerMatches,
            exact: [created, ...player.playerMatches.exact].slice(0, 5),
          },
          selectedPlayer: created,
          playerTeamMatches: [],
        },
  );
}

/** A team created for a name of the file matches that name on every card. */
export function applyCreatedTeam(cards: ImportCard[], team: ImportTeamMatch) {
  return mapPlayers(cards, (player) =>
    !player.teamNames.includes(team.teamName) ||
    player.teamMatches.exact.some((match) => match.teamName === team.teamName)
      ? player
      : {
          ...player,
          teamMatches: { exact: [...player.teamMatches.exact, team] },
          selectedTeams: [...player.selectedTeams, team],
        },
  );
}

export function addPlayerTeamMatch(cards: ImportCard[], playerId: number, teamId: number) {
  return mapPlayers(cards, (player) =>
    player.selectedPlayer?.playerId !== playerId ||
    !player.teamMatches.exact.some((team) => team.teamId === teamId) ||
    player.playerTeamMatches.some((pair) => pair.teamId === teamId)
      ? player
      : { ...player, playerTeamMatches: [...player.playerTeamMatches, { playerId, teamId }] },
  );
}

/** "Ken Griffey Jr." → first "Ken", last "Griffey Jr."; one word is a last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/** A suggested abbreviation: the initials, at most 5 letters. */
export const abbreviationOf = (teamName: string) =>
  teamName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 5);

/** The server's sentence when it sent one. */
export const serverMessage = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : null;
