import { parseGrids, type SheetGrid } from '@/modules/ingestion';

/** Sheets for reader tests: a master sheet of subsets and block sheets of "N cards." sections. */
export const grid = (name: string, rows: string[][]): SheetGrid => ({
  name,
  rows: rows.map((cells, i) => ({ row: i + 1, cells })),
});
const surnames = ['Judge', 'Betts', 'Ohtani', 'Soto', 'Witt', 'Henderson', 'Rodriguez', 'Harper', 'Trout'];
/** Cards numbered from..to, each of another player. */
export const cards = (from: number, to: number, prefix = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => [
    `${prefix}${from + i}`,
    `Player${from + i} ${surnames[(from + i) % surnames.length]}`,
    'Boston Red Sox',
  ]);
export const master = (subsets: [string, string[][]][]) =>
  grid('Master', [
    ['Card Set', 'Card #', 'Player', 'Team'],
    ...subsets.flatMap(([subset, rows]) => rows.map((row) => [subset, ...row])),
  ]);
export const block = (title: string, rows: string[][], declared = rows.length) => [
  [title],
  [`${declared} cards.`],
  ...rows.map((row) => ['', ...row]),
  [],
];
/** A block with its "Parallels:" lines before the cards. */
export const withLines = (title: string, lines: string[], rows: string[][]) => {
  const [head, count, ...rest] = block(title, rows);
  return [head!, count!, ['Parallels:'], ...lines.map((line) => [line]), ...rest];
};
/** A flat sheet whose tables each follow a list of their parallels (2025 Finest: "Common Parallels", …). */
export const tablesUnderParallelLists = () => {
  const row = (subset: string, n: string) => [subset, n, `Player${n} Judge`, 'Boston Red Sox'];
  return grid('Base', [
    ['', 'Base Set'],
    ['', '20 cards'],
    ['', 'Common Parallels'],
    ['', 'Refractor (1:5)'],
    ['', 'Magenta Refractor /350 (1:12)'],
    ['', 'Superfractor /1 (1:4,046)'],
    ...cards(1, 10).map(([n]) => row('Base - Common', n!)),
    ['', 'Rare Parallels'],
    ['', 'Base Cards (1:3 packs)'],
    ['', 'Gold Refractor /20 (1:202)'],
    ...cards(11, 20).map(([n]) => row('Base - Rare', n!)),
  ]);
};
/** The series a workbook of these sheets is read as, one line each: "name < parent: cards print run". */
export const seriesLines = (sheets: SheetGrid[], fileName: string) =>
  parseGrids(sheets, fileName).checklist.series.map(
    (s) =>
      `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}${s.printRunDisplay ? ` ${s.printRunDisplay}` : ''}`,
  );
