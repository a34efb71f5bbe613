import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import { cards, grid, master, withLines } from '@/test/checklist-grids';

const series = () => {
  const all = cards(1, 10);
  const rows = all.map((row, i) => (i >= 7 ? [...row, '- no base version'] : row));
  const parsed = parseGrids(
    [
      grid('Autographs', withLines('Future Threads Signatures', ['Orange - /149', 'Red - /99'], rows)),
      master([
        ['Future Threads Signatures Black', all.slice(0, 7)],
        ['Future Threads Signatures Orange', all],
        ['Future Threads Signatures Red', all],
      ]),
    ],
    '2020-Panini-Elite-Extra-Edition-Baseball-Checklist.xlsx',
  );
  return parsed.checklist.series.map(
    (s) =>
      `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}${s.maxPrintRun ? ` /${s.maxPrintRun}` : ''}`,
  );
};

describe('a set the master lists only in its versions', () => {
  it('reads the one other subset as the set when it lacks only the cards the block marks "no base version"', () => {
    expect(series()).toEqual([
      'Future Threads Signatures: 10',
      'Future Threads Signatures Orange < Future Threads Signatures: 10 /149',
      'Future Threads Signatures Red < Future Threads Signatures: 10 /99',
    ]);
  });
});
