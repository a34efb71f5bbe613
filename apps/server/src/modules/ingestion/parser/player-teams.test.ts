import { describe, expect, it } from 'vitest';
import type { CardImport, SeriesImport } from '../ingest.types';
import { cardFromRow } from './card-builder';
import { splitCaptionsFromNames } from './player-teams';

const flags = { isAutograph: false, isRelic: false };
const card = (cardNumber: string, name: string, team = 'Atlanta Braves'): CardImport =>
  cardFromRow(
    { sheet: 'Base', row: 2, cardNumber, names: [name], teams: [team], extras: [], printRun: null },
    flags,
  );
const read = (...cards: CardImport[]) => {
  const series: SeriesImport[] = [{ name: 'Base', isBase: true, cards }];
  splitCaptionsFromNames(series, []);
  return series[0]!.cards.map((c) => [
    c.players.map((p) => `${p.firstName} ${p.lastName}${p.teamName ? ` (${p.teamName})` : ''}`).join(' + '),
    c.notes,
  ]);
};

describe('a player and a caption in one name cell', () => {
  it('reads the caption as the note, on either side of the name', () => {
    expect(
      read(
        card('1', 'Freddie Freeman', 'Los Angeles Dodgers'),
        card('2', 'Jurickson Profar', 'San Diego Padres'),
        card('3', 'Tom Glavine'),
        card('US4', 'Freddie Freeman - New Tests for the West', 'Los Angeles Dodgers'),
        card('US83', 'Jurickson Profar - - Picture Perfect', 'San Diego Padres'),
        card('SS-1', 'Cy Youngs - Tom Glavine'),
        card('6', 'Johnny Bench - Captain', 'Cincinnati Reds'),
        card('300', 'Alan Narz - The Rip Master', ''),
        card('T-4', 'Willie Mays (1973 World Series)', 'New York Mets'),
        card('19', 'Colt Keith (do not use)', 'Detroit Tigers'),
        card('28', 'Max Muncy (LA)', 'Los Angeles Dodgers'),
      ),
    ).toEqual([
      ['Freddie Freeman (Los Angeles Dodgers)', null],
      ['Jurickson Profar (San Diego Padres)', null],
      ['Tom Glavine (Atlanta Braves)', null],
      ['Freddie Freeman (Los Angeles Dodgers)', 'New Tests for the West'],
      ['Jurickson Profar (San Diego Padres)', 'Picture Perfect'],
      ['Tom Glavine (Atlanta Braves)', 'Cy Youngs'],
      ['Johnny Bench (Cincinnati Reds)', 'Captain'],
      ['Alan Narz', 'The Rip Master'],
      ['Willie Mays (New York Mets)', '1973 World Series'],
      ['Colt Keith (Detroit Tigers)', 'do not use'],
      ['Max Muncy (LA) (Los Angeles Dodgers)', null],
    ]);
  });

  it('reads two players of the checklist as two players, and leaves two unknown names as they are', () => {
    expect(
      read(
        card('1', 'Mike Trout'),
        card('2', 'Shohei Ohtani'),
        card('3', 'Mike Trout - Shohei Ohtani'),
        card('4', 'Rafael Devers - Boston Flex'),
      ),
    ).toEqual([
      ['Mike Trout (Atlanta Braves)', null],
      ['Shohei Ohtani (Atlanta Braves)', null],
      ['Mike Trout (Atlanta Braves) + Shohei Ohtani (Atlanta Braves)', null],
      ['Rafael Devers - Boston Flex (Atlanta Braves)', null],
    ]);
  });
});
