// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isImportCardReady, type ImportCard, type ImportPlayerCandidate } from '@cardbinder/shared';
import { applyCreatedPlayer, applyCreatedTeam, candidatesOf, selectPlayer, splitName } from './import-cards';

const candidate = (playerId: number, score: number): ImportPlayerCandidate => ({
  playerId,
  playerName: `Player ${playerId}`,
  firstName: 'Player',
  lastName: String(playerId),
  score,
});

const card = (cardNumber: string, name: string, teamName: string): ImportCard => ({
  sortOrder: 1,
  cardNumber,
  isRC: false,
  isAutograph: false,
  isRelic: false,
  notes: '',
  players: [
    {
      name,
      teamNames: [teamName],
      playerMatches: { exact: [], fuzzy: [1, 2, 3, 4, 5, 6].map((id) => candidate(id, 0.5)) },
      teamMatches: { exact: [] },
      playerTeamMatches: [],
      selectedPlayer: null,
      selectedTeams: [],
    },
  ],
});

describe('import review rules', () => {
  it('offers at most 5 candidates', () => {
    expect(candidatesOf(card('1', 'A', 'T').players[0]!)).toHaveLength(5);
  });

  it('is Ready once every player is chosen and every team name matched', () => {
    let cards = [card('1', 'Zed Newman', 'Nowhere Nine'), card('2', 'Zéd  Newman', 'Nowhere Nine')];
    expect(cards.some(isImportCardReady)).toBe(false);
    cards = applyCreatedPlayer(cards, 'Zed Newman', candidate(9, 1));
    expect(cards.map((c) => c.players[0]!.selectedPlayer?.playerId)).toEqual([9, 9]);
    expect(cards.some(isImportCardReady)).toBe(false);
    cards = applyCreatedTeam(cards, {
      teamName: 'Nowhere Nine',
      teamId: 4,
      name: 'Nowhere Nine',
      abbreviation: 'NWN',
      primaryColor: null,
      secondaryColor: null,
    });
    expect(cards.every(isImportCardReady)).toBe(true);
    expect(isImportCardReady(selectPlayer(cards, 0, 0, null)[0]!)).toBe(false);
  });

  it('splits a name into first and last', () => {
    expect(splitName('Ken Griffey Jr.')).toEqual({ firstName: 'Ken', lastName: 'Griffey Jr.' });
    expect(splitName('Ichiro')).toEqual({ firstName: '', lastName: 'Ichiro' });
  });
});
