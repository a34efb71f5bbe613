import type { SheetGrid } from '@/modules/ingestion';

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
