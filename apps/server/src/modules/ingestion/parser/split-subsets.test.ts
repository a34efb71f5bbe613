import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';
import { block, cards, grid, master } from '@/test/checklist-grids';

const shape = (sheets: SheetGrid[]) => {
  const parsed = parseGrids(sheets, '2021-Panini-Prizm-Baseball-Checklist.xlsx');
  return {
    parsed,
    series: parsed.checklist.series.map(
      (s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`,
    ),
  };
};

describe('a set the master splits and a block lists whole', () => {
  it('reads the tiers of a "Base Set" block as one set, their parallels joining the parallel of the same name', () => {
    const [tier1, tier2, tier3] = [cards(1, 10), cards(11, 20), cards(21, 25)];
    const { series, parsed } = shape([
      grid('Base', block('Base Set', [...tier1, ...tier2, ...tier3])),
      master([
        ['Base', tier1],
        ['Base Blue Prizm', tier1],
        ['Tier II', tier2],
        ['Tier II Blue Prizm', tier2],
        ['Tier II Red Prizm', tier2],
        ['Tier III', tier3],
      ]),
    ]);
    expect(series).toEqual(['Base: 25', 'Base Blue Prizm < Base: 20', 'Red Prizm < Base: 10']);
    expect(parsed.warnings.map((w) => w.message)).toContain(
      '"Base" (Base) lists the master\'s "Base", "Tier II", "Tier III" as one set: read as one',
    );
  });

  it('takes along a part\'s parallels the master names after the part ("Yellow Parallel - Captains"), in the block\'s order', () => {
    const [base, captains] = [cards(1, 10), cards(11, 14)];
    const parsed = parseGrids(
      [
        grid('Base', [
          ['Base Set'],
          ['14 cards'],
          ['Parallels'],
          ['Yellow /1926'],
          ...[...base, ...captains].map((row) => ['', ...row]),
        ]),
        master([
          ['Base Set - Captains', captains],
          ['Yellow Parallel - Captains', captains],
          ['Base Set', base],
          ['Yellow Parallel', base],
        ]),
      ],
      '2025-26-Chicago-Blackhawks-100th-Anniversary-Hockey-Checklist.xlsx',
    );
    const series = parsed.checklist.series;
    expect(
      series.map((s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`),
    ).toEqual(['Base Set: 14', 'Yellow Parallel < Base Set: 14']);
    expect(series[0]!.cards.map((c) => c.cardNumber)).toEqual(
      Array.from({ length: 14 }, (_, i) => String(i + 1)),
    );
    expect(series[1]!.maxPrintRun).toBe(1926);
  });

  it('keeps apart a subset that also has a block of its own, and an autograph subset of the same cards', () => {
    const [base, rookies] = [cards(1, 10), cards(11, 15)];
    const { series } = shape([
      grid('Base', [...block('Base Set', [...base, ...rookies]), ...block('Rated Rookies', rookies)]),
      grid('Autographs', block('Rated Rookies Autographs', rookies)),
      master([
        ['Base', base],
        ['Rated Rookies', rookies],
        ['Rated Rookies Autographs', rookies],
      ]),
    ]);
    expect(series).toEqual(['Base: 10', 'Rated Rookies: 5', 'Rated Rookies Autographs: 5']);
  });

  it('reads a subset of the very cards of a counted set as its parallel, whatever its title, unless another block lists it', () => {
    const [base, rookies] = [cards(1, 10), cards(11, 15)];
    const { series } = shape([
      grid('Base', [...block('Base Set', [...base, ...rookies]), ...block('Rookie Variations', rookies)]),
      master([
        ['Base', base],
        ['Holo Orange (Hanger)', base],
        ['Rookies', rookies],
        ['Rookie Variations', rookies],
      ]),
    ]);
    expect(series).toEqual(['Base: 15', 'Rookie Variations: 5', 'Holo Orange (Hanger) < Base: 10']);
  });

  it('names a master parallel after the block that counts it without its parent\'s title ("Base Aspirations" → "Aspirations")', () => {
    const base = cards(1, 10);
    const { series } = shape([
      grid('Base', [...block('Base Set', base), ...block('Aspirations Die-Cut Checklist', base)]),
      master([
        ['Base', base],
        ['Base Aspirations Die-Cut', base],
      ]),
    ]);
    expect(series).toEqual(['Base: 10', 'Aspirations Die-Cut < Base: 10']);
  });

  it("takes the tier the others are named after, joins its parallels to the set's counted ones, and leaves its autographs to their own block", () => {
    const [base, dpl] = [cards(1, 10), cards(11, 15)];
    const { series } = shape([
      grid('Base', [
        ...block('Base Set', [...base, ...dpl]),
        ...block('Aspirations Die-Cut', [...base, ...dpl]),
      ]),
      grid('Autographs', block('Base Signatures', [...base, ...dpl])),
      master([
        ['Aspirations Die-Cut', base],
        ['Base', base],
        ['Base Signatures', base],
        ['DPL 203rd Decade Die-Cut', dpl],
        ['DPL Aspirations Die-Cut', dpl],
        ['DPL Base', dpl],
        ['DPL Base Black', dpl],
        ['DPL Base Signatures', dpl],
      ]),
    ]);
    expect(series).toEqual([
      'Aspirations Die-Cut: 15',
      'Base: 15',
      'Base Signatures: 15',
      'DPL 203rd Decade Die-Cut < Base: 5',
      'Black < Base: 5',
    ]);
  });

  it('adds every card of a block holding the whole master subset and more (cut signatures of people without a club)', () => {
    const withClub = cards(1, 4, 'CS-');
    const withoutClub = cards(5, 12, 'CS-').map(([n, name]) => [n!, name!, '']);
    const { series } = shape([
      grid('Autographs', block('Cut Signatures Checklist', [...withClub, ...withoutClub])),
      master([['Cut Signatures', withClub]]),
    ]);
    expect(series).toEqual(['Cut Signatures: 12']);
  });
  it('takes the part named nearest the block ("Signatures 2", not "Aspirations Die-Cut Signatures 2"), and a same-card twin joins the set its words name', () => {
    const [first, second] = [cards(1, 10), cards(11, 16)];
    const { series } = shape([
      grid('Autographs', [
        ...block('Signatures', [...first, ...second]),
        ...block('Signatures Aspirations Die-Cut', [...first, ...second]),
      ]),
      master([
        ['Aspirations Die-Cut Signatures', first],
        ['Aspirations Die-Cut Signatures 2', second],
        ['Aspirations Die-Cut Signatures Gold', first],
        ['Aspirations Die-Cut Signatures Gold 2', second],
        ['Signatures', first],
        ['Signatures 2', second],
      ]),
    ]);
    expect(series).toEqual([
      'Aspirations Die-Cut Signatures: 16',
      'Signatures: 16',
      'Aspirations Die-Cut Signatures Gold < Aspirations Die-Cut Signatures: 16',
    ]);
  });
  it("keeps a tier's parallel a block counts on its own apart, a parallel of the set holding that tier's cards", () => {
    const [rookies, prospects] = [cards(1, 10), cards(11, 20)];
    const subsets: [string, string[][]][] = [
      ['Bowman Icons Rookies', rookies],
      ['Bowman Icons Top Prospects', prospects],
      ['Bowman Icons Rookies Image Variations', rookies],
      ['Bowman Icons Top Prospects Image Variations', prospects],
    ];
    const counted = shape([
      grid('Base', [
        ...block('Bowman Icons', [...rookies, ...prospects]),
        ...block('Bowman Icons Rookies Image Variations', rookies),
        ...block('Bowman Icons Top Prospects Image Variations', prospects),
      ]),
      master(subsets),
    ]);
    expect(counted.series).toEqual([
      'Bowman Icons: 20',
      'Bowman Icons Rookies Image Variations < Bowman Icons: 10',
      'Bowman Icons Top Prospects Image Variations < Bowman Icons: 10',
    ]);
    // without blocks of their own, the tiers' image variations are one parallel of the set
    const uncounted = shape([
      grid('Base', block('Bowman Icons', [...rookies, ...prospects])),
      master(subsets),
    ]);
    expect(uncounted.series).toEqual([
      'Bowman Icons: 20',
      'Bowman Icons Image Variations < Bowman Icons: 20',
    ]);
  });
  it('reads tiers named after a block as its set when the block\'s other card is only in their parallels ("no base version")', () => {
    const [vertical, horizontal, onlyParallel] = [cards(1, 10), cards(11, 13), cards(14, 14)];
    const { series } = shape([
      grid('Autographs', block('Timeless Moments', [...vertical, ...horizontal, ...onlyParallel])),
      master([
        ['Timeless Moments Vertical', vertical],
        ['Timeless Moments Vertical Red', [...vertical, ...onlyParallel]],
        ['Timeless Moments Horizontal', horizontal],
      ]),
    ]);
    expect(series).toEqual(['Timeless Moments: 14', 'Timeless Moments Red < Timeless Moments: 11']);
  });
});
