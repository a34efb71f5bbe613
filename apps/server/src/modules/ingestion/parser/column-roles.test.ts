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

describe('rows of one card and set columns', () => {
  const players = (sheets: SheetGrid[]) =>
    parseGrids(sheets, '2022-Bowman-Platinum-Baseball-Checklist.xlsx').checklist.series.map((s) => [
      s.name,
      s.cards.map(
        (c) => `${c.cardNumber}: ${c.players.map((p) => `${p.lastName} (${p.teamName})`).join(', ')}`,
      ),
    ]);

  it('reads an unnumbered card of two players written once per club as one card, a traded player as two', () => {
    expect(
      players([
        grid('Master', [
          ['Card Set', 'Card #', 'Player', 'Team'],
          ['Pairings', '', 'Jasson Dominguez / Wander Franco', 'New York Yankees'],
          ['Pairings', '', 'Jasson Dominguez / Wander Franco', 'Tampa Bay Rays'],
          ['Pairings', '', 'Shohei Ohtani / Mike Trout', 'Los Angeles Angels'],
          ['Patches', '', 'Mookie Betts', 'Boston Red Sox'],
          ['Patches', '', 'Mookie Betts', 'Los Angeles Dodgers'],
        ]),
      ]),
    ).toEqual([
      [
        'Pairings',
        [
          '1: Dominguez (New York Yankees), Franco (Tampa Bay Rays)',
          '2: Ohtani (Los Angeles Angels), Trout (Los Angeles Angels)',
        ],
      ],
      ['Patches', ['1: Betts (Boston Red Sox)', '2: Betts (Los Angeles Dodgers)']],
    ]);
  });

  it('reads a number cell with the name typed after the code ("87BBA-MMAY Marcelo Mayer") as the number', () => {
    expect(
      players([
        grid('Autographs', [
          ['Boardwalk Autographs'],
          ['2 cards'],
          ['87BBA-AD', 'Andre Dawson,', 'Chicago Cubs'],
          ['87BBA-MMAY Marcelo Mayer', 'Marcelo Mayer,', 'Boston Red Sox'],
        ]),
      ]),
    ).toEqual([
      ['Boardwalk Autographs', ['87BBA-AD: Dawson (Chicago Cubs)', '87BBA-MMAY: Mayer (Boston Red Sox)']],
    ]);
  });

  it('reads a number cell with the name typed after it and the club next ("1 Aaron Judge | New York Yankees")', () => {
    expect(
      players([
        grid('Autographs', [
          ['2024 Chrome MVP Buyback Autographs'],
          ['2 cards'],
          ['1 Aaron Judge', 'New York Yankees'],
          ['50 Shohei Ohtani', 'Los Angeles Dodgers'],
          // a title typed with a year is no card: no club follows it
          ['1st Round Gems'],
          ['1 card'],
          ['RG-1', 'Jac Caglianone', 'Kansas City Royals'],
        ]),
      ]),
    ).toEqual([
      [
        '2024 Chrome MVP Buyback Autographs',
        ['1: Judge (New York Yankees)', '50: Ohtani (Los Angeles Dodgers)'],
      ],
      ['1st Round Gems', ['RG-1: Caglianone (Kansas City Royals)']],
    ]);
  });

  it("reads a matrix row with 1 in every colour beside the card's row of print runs as its plates, not its runs", () => {
    const parsed = parseGrids(
      [
        grid('Base - Parallels', [
          ['Set', 'Subset', 'Checklist', 'Name', 'Bronze', 'Green', 'Gold', 'Note'],
          ['2024 Leaf Trinity Baseball', 'Base', '1', 'Aiva Arquette', '1', '1', '1', 'Black PMS'],
          ['2024 Leaf Trinity Baseball', 'Base', '1', 'Aiva Arquette', '99', '25', '1'],
          ['2024 Leaf Trinity Baseball', 'Base', '2', 'AJ Gracia', '1', '1', '1', 'Black PMS'],
          ['2024 Leaf Trinity Baseball', 'Base', '2', 'AJ Gracia', '99', '25', '1'],
        ]),
      ],
      '2024-Leaf-Trinity-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => `${s.name} ${s.printRunDisplay ?? ''}`.trim())).toEqual([
      'Base',
      'Bronze /99',
      'Green /25',
      'Gold 1/1',
    ]);
    expect(parsed.checklist.series[1]!.cards.map((c) => c.printRun)).toEqual([99, 99]);
  });

  it('takes the later of two set columns naming one value each as the subset (`Set | Subset`)', () => {
    const names = players([
      grid('Clear - Parallels', [
        ['Set', 'Subset', 'Checklist', 'Name', 'Bronze', 'Gold'],
        ['2024 Leaf Trinity Baseball', 'Clear Autograph', 'CA-AA1', 'Aiva Arquette', '99', '1'],
        ['2024 Leaf Trinity Baseball', 'Clear Autograph', 'CA-AJG', 'AJ Gracia', '99', '1'],
      ]),
    ]).map(([name]) => name);
    expect(names).toEqual(['Clear Autograph', 'Clear Autograph Bronze', 'Clear Autograph Gold']);
  });
});
