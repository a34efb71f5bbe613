import { describe, expect, it } from 'vitest';
import { cardFromRow } from './card-builder';
import type { RawCardRow } from './parser.types';

const row = (names: string[], teams: string[] = []): RawCardRow => ({
  sheet: 'Base',
  row: 2,
  cardNumber: '84',
  names,
  teams,
  extras: [],
  printRun: null,
});
const flags = { isAutograph: false, isRelic: false };

describe('cardFromRow', () => {
  it('reads a name cell that is exactly a club as a team card, not a player of that name', () => {
    const card = cardFromRow(row(['Boston Red Sox']), flags);
    expect(card.players).toEqual([]);
    expect(card.teamNames).toEqual(['Boston Red Sox']);
    expect(card.notes).toBeNull();
  });

  it('keeps a player whose team is given beside him', () => {
    const card = cardFromRow(row(['Wade Boggs'], ['Boston Red Sox']), flags);
    expect(card.players).toEqual([
      expect.objectContaining({ firstName: 'Wade', lastName: 'Boggs', teamName: 'Boston Red Sox' }),
    ]);
  });
});
