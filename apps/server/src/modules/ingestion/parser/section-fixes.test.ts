import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';

const grid = (name: string, rows: string[][]): SheetGrid => ({
  name,
  rows: rows.flatMap((cells, i) => (cells.length ? [{ row: i + 1, cells }] : [])),
});
const numbered = (from: number, to: number, extra: string[] = []) =>
  Array.from({ length: to - from + 1 }, (_, i) => [
    String(from + i),
    `Player ${String.fromCharCode(65 + (i % 26))}${from + i}`,
    'Boston Red Sox',
    ...extra,
  ]);

describe('sections read from evidence', () => {
  it('files base cards that continue the numbering under a subset title after a blank row as the base', () => {
    const rows = [['Rated Rookies'], [], ...numbered(1, 20, ['RC']), [], ...numbered(21, 120)];
    const parsed = parseGrids([grid('CL', rows)], '1984-Donruss-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length, s.isBase])).toEqual([
      ['Rated Rookies', 20, false],
      ['Base', 100, true],
    ]);
  });

  it('names the untitled cards of a sheet called "Checklist" the base, not "Checklist"', () => {
    const parsed = parseGrids(
      [grid('Checklist', [['60 cards.'], [], ...numbered(1, 60)])],
      '1984-Fleer-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => [s.name, s.isBase])).toEqual([['Base', true]]);
  });

  it('never makes sections, parallels or cards of sub-headings and print-run notes', () => {
    const rows = [
      ['Base'],
      ['20 cards'],
      ['Parallels'],
      ['Gold /50'],
      ['/299 or less.'],
      ['Series 1'],
      ...numbered(1, 10),
      ['Stained Glass / Metal /3 / Wood /1'],
      ...numbered(11, 20),
    ];
    const parsed = parseGrids([grid('Base', rows)], '2024-Topps-Baseball-Checklist.xlsx');
    const names = parsed.checklist.series.map((s) => s.name);
    expect(names).toEqual(['Base', 'Gold']);
    expect(parsed.checklist.series[0]!.cards).toHaveLength(20);
  });

  it('keeps the cards under a heading inside a counted section ("Non Baseball") in that section', () => {
    const rows = [
      ['Base'],
      ['16 cards.'],
      ...numbered(1, 10),
      ['Non Baseball'],
      ...numbered(11, 16),
      ['Legends'],
      ...numbered(101, 105),
    ];
    const parsed = parseGrids([grid('Base', rows)], '2024-Topps-Allen-Ginter-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Base', 16],
      ['Legends', 5],
    ]);
    expect(parsed.warnings.map((w) => w.message)).toContain(
      '"Non Baseball" read as a heading inside "Base" (its cards make up the declared 16)',
    );
  });

  it('reads a block "Master" sheet that re-lists the other sheets once, and keeps what only it lists', () => {
    const base = [['Base'], ...numbered(1, 30)];
    const autos = [['Autographs'], ...numbered(101, 115)];
    const inserts = [['Inserts'], ...numbered(201, 215)];
    const master = [...base, ...autos, ...inserts, ['Legends Club'], ...numbered(301, 305)];
    const parsed = parseGrids(
      [grid('Base', base), grid('Autographs', autos), grid('Inserts', inserts), grid('Master', master)],
      '2025-Topps-Update-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Base', 30],
      ['Autographs', 15],
      ['Inserts', 15],
      ['Legends Club', 5],
    ]);
  });

  it("drops a re-listed section whose cards a section holding all its title's words lists", () => {
    const base = [['Base'], ...numbered(1, 30)];
    const autos = [
      ['City Connect Swatch Collection Autographs'],
      ...numbered(101, 103),
      ['Max Volume Autographs'],
      ...numbered(401, 404),
    ];
    const inserts = [['Inserts'], ...numbered(201, 215)];
    const master = [
      ...base,
      ...inserts,
      ['CITY CONNECT SWATCH COLLECTION AUTOGRAPH'],
      ...numbered(101, 103),
      ['MAX VOLUME AUTOGRAPH VARIATION'],
      ...numbered(401, 404),
    ];
    const parsed = parseGrids(
      [grid('Base', base), grid('Autographs', autos), grid('Inserts', inserts), grid('Master', master)],
      '2025-Topps-Update-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Base', 30],
      ['City Connect Swatch Collection Autographs', 3],
      ['Max Volume Autographs', 4],
      ['Inserts', 15],
    ]);
  });
});

describe('near-identical section titles', () => {
  it('merges a misspelt title of the same cards but keeps lettered sections apart', () => {
    const rows = [
      ['Patches'],
      ...numbered(1, 10),
      ['Patchs'],
      ...numbered(1, 10),
      ['Prime Numbers A'],
      ...numbered(1, 10),
      ['Prime Numbers B'],
      ...numbered(1, 10),
    ];
    const parsed = parseGrids([grid('Memorabilia', rows)], '2022-Elite-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Patches', 10],
      ['Prime Numbers A', 10],
      ['Prime Numbers B', 10],
    ]);
  });

  it('keeps "Duals" and "Quads" of the same players apart: how many a card holds is no typo', () => {
    const rows = [
      ['Legendary Materials Duals Booklet'],
      ...numbered(1, 8),
      ['Legendary Materials Quads Booklet'],
      ...numbered(1, 8),
    ];
    const parsed = parseGrids(
      [grid('Memorabilia', rows)],
      '2021-Panini-National-Treasures-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Legendary Materials Duals Booklet', 8],
      ['Legendary Materials Quads Booklet', 8],
    ]);
  });

  it('keeps apart titles a word apart whose cards are other players or fewer ("Quads" of 5 beside "Duals" of 10)', () => {
    const quads = numbered(1, 5).map(([n, , team]) => [n!, `Quad Player${n}`, team!]);
    const rows = [['Iconic Ink Duals'], ...numbered(1, 10), ['Iconic Ink Quads'], ...quads];
    const parsed = parseGrids([grid('Autographs', rows)], '2021-Panini-Absolute-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Iconic Ink Duals', 10],
      ['Iconic Ink Quads', 5],
    ]);
  });
});

describe('notes under a title that are neither cards nor parallels', () => {
  const parse = (rows: string[][]) =>
    parseGrids([grid('Base', rows)], '2020-Topps-Update-Baseball-Checklist.xlsx').checklist.series;

  it('reads a block of a parallel\'s list that is not out yet ("List TBA.") as that parallel, with no player "List TBA."', () => {
    const series = parse([
      ['Base Set Checklist'],
      ['10 cards.'],
      ['Parallels'],
      ['Gold - /2020'],
      ['Clear - /10 (list below; hobby only)'],
      [],
      ...numbered(1, 10),
      [],
      ['Clear Checklist'],
      ['10 cards.'],
      ['Hobby packs only.'],
      ['List TBA.'],
    ]);
    expect(series.map((s) => [s.name, s.parentName ?? null, s.printRunDisplay ?? null])).toEqual([
      ['Base', null, null],
      ['Gold', 'Base', '/2020'],
      ['Clear', 'Base', '/10'],
    ]);
    const players = series.flatMap((s) => s.cards.flatMap((c) => c.players.map((p) => p.lastName)));
    expect(players).not.toContain('TBA.');
  });

  it('takes "All cards are /150" as the print run of every card of the section, not as a parallel', () => {
    const series = parse([
      ['Cooperstown Calls Blue Refractors'],
      ['3 cards'],
      ['All cards are /150'],
      ['1:11,290 packs'],
      ['CC-1', 'Ichiro', 'Seattle Mariners'],
      ['CC-2', 'CC Sabathia', 'New York Yankees'],
      ['CC-3', 'Billy Wagner', 'Houston Astros'],
    ]);
    expect(series.map((s) => [s.name, s.printRunDisplay, s.maxPrintRun, s.cards.length])).toEqual([
      ['Cooperstown Calls Blue Refractors', '/150', 150, 3],
    ]);
  });

  it('never reads a club\'s stickers ("Boston Red Sox - Cap") as colour parallels, nor one parallel listed twice as two', () => {
    const series = parse([
      ['Base'],
      ['10 cards.'],
      ['Parallels'],
      ['Boston Red Sox - Cap'],
      ['Boston Red Sox - Logo (Red, Yellow, Green)'],
      ['Toronto Blue Jays - Logo'],
      ['Gold - /50'],
      ['Gold - /50 (hobby only)'],
      [],
      ...numbered(1, 10),
    ]);
    expect(series.map((s) => s.name)).toEqual(['Base', 'Gold']);
  });
});

describe('a flat sheet naming two set columns (Leaf: Set | Subset | Checklist | Name)', () => {
  it("reads the column whose values vary as the subset, not the product's name on every row", () => {
    const product = '2025 Leaf Spectacular Baseball';
    const parsed = parseGrids(
      [
        grid('Paper - Parallels', [
          ['Set', 'Subset', 'Checklist', 'Name', 'Silver Holo'],
          [product, 'Base', '1', 'Roch Cholowsky', '10'],
          [product, 'Base', '2', 'AJ Gracia', '10'],
          [product, 'Base', '3', 'Albert Pujols', '10'],
          [product, 'Spectacular Futures', 'SF-AJG', 'AJ Gracia', ''],
          [product, 'Spectacular Futures', 'SF-RC1', 'Roch Cholowsky', ''],
        ]),
      ],
      '2025-Leaf-Spectacular-Baseball-Checklist.xlsx',
    );
    const series = parsed.checklist.series.filter((s) => !s.parentName);
    expect(series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Base', 3],
      ['Spectacular Futures', 2],
    ]);
    expect(parsed.findings.map((f) => f.message).join('\n')).toContain('column "Subset" read as the subset');
  });
});

describe('a card of several players whose clubs are listed in another order', () => {
  it('pairs each player with the club the workbook lists them with on their own cards', () => {
    const parsed = parseGrids(
      [
        grid('Base', [
          ['Base Set'],
          ['3 cards.'],
          ['1', 'Mike Trout', 'Los Angeles Angels'],
          ['2', 'Ken Griffey Jr.', 'Seattle Mariners'],
          ['3', 'Ken Griffey Jr. / Mike Trout', 'Los Angeles Angels / Seattle Mariners'],
        ]),
      ],
      '2021-Topps-Series-1-Baseball-Checklist.xlsx',
    );
    const dual = parsed.checklist.series[0]!.cards.find((card) => card.cardNumber === '3')!;
    expect(dual.players.map((p) => [p.lastName, p.teamName])).toEqual([
      ['Griffey Jr.', 'Seattle Mariners'],
      ['Trout', 'Los Angeles Angels'],
    ]);
  });
});

describe('a checklist card of several clubs', () => {
  it('names each club of "Checklist - Angels, Braves, Astros, Dodgers", never one club of that name', () => {
    const parsed = parseGrids(
      [
        grid('Base', [
          ['1', 'Mike Trout', 'Los Angeles Angels'],
          ['657', 'Checklist - Angels, Braves, Astros, Dodgers'],
          ['658', "CL: Cubs / A's"],
        ]),
      ],
      '1985-Fleer-Baseball-Checklist.xlsx',
    );
    const cards = parsed.checklist.series[0]!.cards;
    expect(cards.find((card) => card.cardNumber === '657')?.teamNames).toEqual([
      'Angels',
      'Braves',
      'Astros',
      'Dodgers',
    ]);
    expect(cards.find((card) => card.cardNumber === '658')?.teamNames).toEqual(['Cubs', "A's"]);
  });
});
