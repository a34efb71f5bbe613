import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import { grid } from '@/test/checklist-grids';

/** A Leaf parallel guide: each card on one row per foil, the product's name, a flag and a kind column. */
const leafGuide = (subset: string, kind: string, mem: string) =>
  grid('Metal - Parallel Guide', [
    ['Set', 'Subset', 'Checklist', 'Name', 'Foil', 'Teal', 'Green', 'Sparkle Holo', 'MEM', 'BASE'],
    ...Array.from({ length: 6 }, (_, i) =>
      ['1-Prismatic', '2-Laser'].map((foil) => [
        '2025 Leaf Vivid Baseball',
        subset,
        `${i + 1}`,
        `Player${i + 1} Judge`,
        foil,
        '10',
        '5',
        '3',
        mem,
        kind,
      ]),
    ).flat(),
  ]);
const parse = (sheet: ReturnType<typeof grid>) =>
  parseGrids([sheet], '2025-Leaf-Vivid-Baseball-Checklist.xlsx');

describe('columns a flat sheet would otherwise keep as notes', () => {
  it("drops the product's name and each row's version, reads flags and kinds, and a colourless print-run column as a parallel", () => {
    const parsed = parse(leafGuide('Base Auto', 'Auto', 'Yes'));
    const base = parsed.checklist.series.find((s) => s.name === 'Base Auto')!;
    expect(base.cards).toHaveLength(6);
    expect(base.cards[0]).toMatchObject({ notes: null, isAutograph: true, isRelic: true });
    expect(
      parsed.checklist.series.filter((s) => s.parentName).map((s) => `${s.name} ${s.maxPrintRun}`),
    ).toEqual(['Base Auto Teal 10', 'Base Auto Green 5', 'Base Auto Sparkle Holo 3']);
    const report = parsed.findings.map((f) => JSON.stringify(f)).join('\n');
    expect(report).toContain('column \\"Foil\\" changes among the rows of one card');
    expect(report).toContain('column \\"MEM\\" read as a flag of each card');
  });

  it('leaves a base card unflagged when its kind is "Base" and its flag "No"', () => {
    const card = parse(leafGuide('Base', 'Base', 'No')).checklist.series.find((s) => s.name === 'Base')!
      .cards[0];
    expect(card).toMatchObject({ notes: null, isAutograph: false, isRelic: false });
  });
});
