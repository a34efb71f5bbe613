import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';
import { block, cards, grid, master } from '@/test/checklist-grids';

const series = (sheets: SheetGrid[]) =>
  parseGrids(sheets, '2025-Leaf-A-Bronx-Legacy-Checklist.xlsx').checklist.series.map(
    (s) =>
      `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.map((c) => c.cardNumber).join(',')}`,
  );
const [autographs, memorabilia] = [cards(1, 3, 'OL-'), cards(4, 6, 'OL-')];
const legends = [...autographs, ...memorabilia];
/** The master's "October Legends" with a parallel, and the two blocks; the memorabilia block lists `listed`. */
const withBlocks = (listed: string[][]) => [
  master([
    ['October Legends', legends],
    ['October Legends Black Foil', legends],
  ]),
  grid('Autographs', block('October Legends Autographs', autographs)),
  grid('Memorabilia', block('October Legends Memorabilia', listed)),
];

describe('a master subset the block sheets split into sets of their own', () => {
  it('reads the blocks as the sets, with one version of each master parallel per block', () => {
    expect(series(withBlocks(memorabilia))).toEqual([
      'October Legends Autographs: OL-1,OL-2,OL-3',
      'October Legends Memorabilia: OL-4,OL-5,OL-6',
      'October Legends Autographs Black Foil < October Legends Autographs: OL-1,OL-2,OL-3',
      'October Legends Memorabilia Black Foil < October Legends Memorabilia: OL-4,OL-5,OL-6',
    ]);
  });

  it('keeps the subset whole when the blocks leave some of its cards out', () => {
    expect(series(withBlocks(memorabilia.slice(1)))).toEqual([
      'October Legends: OL-1,OL-2,OL-3,OL-4,OL-5,OL-6',
      'October Legends Black Foil < October Legends: OL-1,OL-2,OL-3,OL-4,OL-5,OL-6',
    ]);
  });
});
