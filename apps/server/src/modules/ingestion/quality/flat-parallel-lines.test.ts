import { describe, expect, it } from 'vitest';
import { parseGrids } from '../parser/parse-workbook';
import { checklistFigures } from './checklist-figures';
import { cards, grid } from '@/test/checklist-grids';

const row = (subset: string, n: number) => [subset, String(n), `Player${n} Judge`, 'Boston Red Sox'];
const sheet = (rareRun: string) =>
  grid('Base', [
    ['', 'Base Set'],
    ['', '20 cards'],
    ['', 'Common Parallels'],
    ['', 'Refractor (1:5)'],
    ['', 'Magenta Refractor /350 (1:12)'],
    ['', 'Superfractor /1 (1:4,046)'],
    ...cards(1, 10).map(([n]) => row('Base - Common', Number(n))),
    ['', 'Rare Parallels'],
    ['', `Gold Refractor ${rareRun} (1:202)`],
    ...cards(11, 20).map(([n]) => row('Base - Rare', Number(n))),
  ]);

describe('parallel lines written over the tables of a flat sheet', () => {
  it('counts each line with a print run, attached when the subset of the next table has it with that run', () => {
    const grids = [sheet('/20')];
    const figures = checklistFigures(grids, parseGrids(grids, '2025-Finest-Baseball-Checklist.xlsx'));
    expect([figures.parallelLines, figures.parallelsAttached]).toEqual([3, 3]);
  });

  it('counts a line the parse holds with another print run as not attached', () => {
    const grids = [sheet('/20')];
    const parsed = parseGrids(grids, '2025-Finest-Baseball-Checklist.xlsx');
    const gold = parsed.checklist.series.find((s) => s.name.endsWith('Gold Refractor'))!;
    gold.maxPrintRun = 25;
    expect(checklistFigures(grids, parsed).parallelsAttached).toBe(2);
  });
});
