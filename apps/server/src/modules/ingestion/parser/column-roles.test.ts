import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';

const grid = (name: string, rows: string[][]): SheetGrid => ({
  name,
  rows: rows.map((cells, i) => ({ row: i + 1, cells })),
});

describe('column roles from the header and the content', () => {
  it('reads a hockey sheet `Set Name | Card | Description | Team City | Team Name` with players and NHL clubs', () => {
    const parsed = parseGrids(
      [
        grid('Checklist', [
          ['Set Name', 'Card', 'Description', 'Team City', 'Team Name'],
          ['Base', '1', 'Connor McDavid', 'Edmonton', 'Oilers'],
          ['Base', '2', 'Artemi Panarin', 'New York', 'Rangers'],
          ['Base', '3', 'Brady Tkachuk', 'Ottawa', 'Senators'],
        ]),
      ],
      '2024-25-Upper-Deck-Hockey-Checklist.xlsx',
    );
    expect(parsed.checklist.set.organization).toBe('NHL');
    const cards = parsed.checklist.series[0]!.cards;
    expect(cards.map((c) => c.players.map((p) => `${p.firstName} ${p.lastName} (${p.teamName})`))).toEqual([
      ['Connor McDavid (Edmonton Oilers)'],
      ['Artemi Panarin (New York Rangers)'],
      ['Brady Tkachuk (Ottawa Senators)'],
    ]);
  });

  it('reads an unnumbered set with first and last names in two columns as whole names', () => {
    const rows = [
      ['Base', 'Hank', 'Aaron', 'Milwaukee Braves'],
      ['Base', 'Ernie', 'Banks', 'Chicago Cubs'],
      ['Base', 'Roberto', 'Clemente', 'Pittsburgh Pirates'],
      ['Base', 'Willie', 'Mays', 'San Francisco Giants'],
      ['Base', 'Mickey', 'Mantle', 'New York Yankees'],
      ['Base', 'Sandy', 'Koufax', 'Los Angeles Dodgers'],
    ];
    const parsed = parseGrids([grid('Sheet1', rows)], '1960-Legends-Baseball-Checklist.xlsx');
    const cards = parsed.checklist.series[0]!.cards;
    expect(cards).toHaveLength(6);
    expect(cards[0]!.players).toEqual([
      expect.objectContaining({ firstName: 'Hank', lastName: 'Aaron', teamName: 'Milwaukee Braves' }),
    ]);
    expect(parsed.warnings.map((w) => w.message).join(' ')).toMatch(/no card numbers/);
  });
  it('reads an unnumbered set with a `Set | First Name | Last Name | Team` header as whole names', () => {
    const parsed = parseGrids(
      [
        grid('Checklist', [
          ['Set', 'First Name', 'Last Name', 'Team'],
          ['Base', 'Hank', 'Aaron', 'Milwaukee Braves'],
          ['Base', 'Ernie', 'Banks', 'Chicago Cubs'],
        ]),
      ],
      '1960-Legends-Baseball-Checklist.xlsx',
    );
    const cards = parsed.checklist.series[0]!.cards;
    expect(
      cards.map((c) => [c.cardNumber, c.players.map((p) => `${p.firstName}|${p.lastName}|${p.teamName}`)]),
    ).toEqual([
      ['1', ['Hank|Aaron|Milwaukee Braves']],
      ['2', ['Ernie|Banks|Chicago Cubs']],
    ]);
  });

  it('pairs both players of a hockey card `A / B` with the club of the city and name columns', () => {
    const parsed = parseGrids(
      [
        grid('Checklist', [
          ['Set Name', 'Card', 'Description', 'Team City', 'Team Name'],
          ['Base', '1', 'Connor McDavid', 'Edmonton', 'Oilers'],
          ['Base', '2', 'Artemi Panarin / Mika Zibanejad', 'New York', 'Rangers'],
          ['Base', '3', 'Sidney Crosby', 'Pittsburgh', 'Penguins'],
        ]),
      ],
      '2024-25-Upper-Deck-Hockey-Checklist.xlsx',
    );
    const dual = parsed.checklist.series[0]!.cards[1]!;
    expect(dual.players.map((p) => `${p.firstName} ${p.lastName} (${p.teamName})`)).toEqual([
      'Artemi Panarin (New York Rangers)',
      'Mika Zibanejad (New York Rangers)',
    ]);
  });
});
