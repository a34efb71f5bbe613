import { describe, expect, it } from 'vitest';
import { parseGrids } from '../parser/parse-workbook';
import { checklistFigures } from './checklist-figures';
import { tablesUnderParallelLists } from '@/test/checklist-grids';

describe('parallel lines written over the tables of a flat sheet', () => {
  it('counts each line with a print run, attached when the subset of the next table has it with that run', () => {
    const grids = [tablesUnderParallelLists()];
    const figures = checklistFigures(grids, parseGrids(grids, '2025-Finest-Baseball-Checklist.xlsx'));
    expect([figures.parallelLines, figures.parallelsAttached]).toEqual([3, 3]);
  });

  it('counts a line the parse holds with another print run as not attached', () => {
    const grids = [tablesUnderParallelLists()];
    const parsed = parseGrids(grids, '2025-Finest-Baseball-Checklist.xlsx');
    const gold = parsed.checklist.series.find((s) => s.name.endsWith('Gold Refractor'))!;
    gold.maxPrintRun = 25;
    expect(checklistFigures(grids, parsed).parallelsAttached).toBe(2);
  });
});
