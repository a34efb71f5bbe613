import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';
import {
  block,
  cards,
  grid,
  master,
  tablesUnderParallelLists,
  withLines,
  seriesLines,
} from '@/test/checklist-grids';

const series = (sheets: SheetGrid[]) => seriesLines(sheets, '2021-Panini-Chronicles-Baseball-Checklist.xlsx');

describe('master subsets and the blocks that count them', () => {
  it("reads a master subset listing none of its namesake block's cards under the block that lists them, so the namesake names its own set", () => {
    const [base, autos] = [cards(1, 12), cards(1, 6).map(([n, name, team]) => [n!, `${name}son`, team!])];
    expect(
      series([
        grid('Americas Pastime', [
          ...block("America's Pastime", base),
          ...withLines("America's Pastime Autographs", ['Gold - /25'], autos),
        ]),
        master([
          ["America's Pastime", autos],
          ["America's Pastime Gold", autos],
          ["Base America's Pastime", base],
        ]),
      ]),
    ).toEqual([
      "America's Pastime Autographs: 6",
      "America's Pastime: 12",
      "America's Pastime Autographs Gold < America's Pastime Autographs: 6 /25",
    ]);
  });

  it('reads a block whose set the master lists only in its versions as the set, the versions as its parallels', () => {
    const rows = cards(1, 8);
    expect(
      series([
        grid(
          'Memorabilia',
          withLines('Donruss Threads', ['Blue Hyper', 'Neon Green /149', 'Gold /10'], rows),
        ),
        master([
          ['Donruss Threads Blue Hyper', rows],
          ['Donruss Threads Gold', rows],
          ['Donruss Threads Neon Green', rows],
        ]),
      ]),
    ).toEqual([
      'Donruss Threads: 8',
      'Donruss Threads Blue Hyper < Donruss Threads: 8',
      'Donruss Threads Gold < Donruss Threads: 8 /10',
      'Donruss Threads Neon Green < Donruss Threads: 8 /149',
    ]);
  });

  it('leaves a subset extending the block\'s title by words of no version to name the set ("Rookie Threads (Retail)")', () => {
    const rows = cards(1, 8);
    expect(
      series([
        grid('Memorabilia', withLines('Rookie Threads', ['Gold Spectrum - /10', 'Red Spectrum - /99'], rows)),
        master([
          ['Rookie Threads (Retail)', rows],
          ['Rookie Threads Spectrum Gold', rows],
          ['Rookie Threads Spectrum Red', rows],
        ]),
      ]),
    ).toEqual([
      'Rookie Threads: 8',
      'Rookie Threads Spectrum Gold < Rookie Threads: 8 /10',
      'Rookie Threads Spectrum Red < Rookie Threads: 8 /99',
    ]);
  });

  it('reads "Retro 1987 Variations" as a part of the counted "Variations", not a parallel of "Retro 1987", its parallels joining the set\'s', () => {
    const [base, retro] = [cards(1, 20), cards(21, 30)];
    const [variations, retroVariations] = [cards(3, 8), cards(22, 25)];
    expect(
      series([
        grid('Base', block('Base', [...base, ...retro])),
        grid(
          'Variations',
          withLines(
            'Variations',
            ['Holo Orange - (hanger boxes)', 'Red - /99'],
            [...variations, ...retroVariations],
          ),
        ),
        master([
          ['Base', base],
          ['Retro 1987', retro],
          ['Retro 1987 Red', retro],
          ['Retro 1987 Variations', retroVariations],
          ['Retro 1987 Variations Holo Orange (Hanger)', retroVariations],
          ['Variations', variations],
          ['Variations Holo Orange (Hanger)', variations],
        ]),
      ]),
    ).toEqual([
      'Base: 30',
      'Variations: 10',
      'Red < Base: 10',
      'Variations Holo Orange (Hanger) < Variations: 10',
      'Variations Red < Variations: 0 /99',
    ]);
  });

  it("hangs a parallel whose parent turned out a parallel on that parallel's set, keeping its cards", () => {
    const rows = cards(1, 10);
    expect(
      series([
        grid('Base', block('Base', rows)),
        master([
          ['Base', rows],
          ['Red Shimmer Prizm', rows],
          ['Shimmer Prizm', rows],
        ]),
      ]),
    ).toEqual(['Base: 10', 'Red Shimmer Prizm < Base: 10', 'Shimmer Prizm < Base: 10']);
  });
});

describe('a block naming the master subset of its cards', () => {
  it('names "Herographics 2" after the block "Herographics Duals" (2, 3 and 4 count players: Duals, Triples, Quads)', () => {
    const duals = cards(1, 6, 'H2-');
    const triples = cards(1, 4, 'H3-');
    expect(
      series([
        grid('Autographs', [
          ...block('Herographics Duals', duals),
          ...block('Herographics Triples', triples),
        ]),
        master([
          ['Herographics 2', duals],
          ['Herographics 3', triples],
        ]),
      ]),
    ).toEqual(['Herographics Duals: 6', 'Herographics Triples: 4']);
  });
});

describe('parallels of select cards and variation sets', () => {
  it('reads a block naming a parallel of select cards ("Clear - /10 (list below)") as that parallel with the cards it lists', () => {
    const base = cards(1, 30);
    const clear = base.filter((_, i) => i % 3 === 0).map((row) => [...row, '/10']);
    expect(
      series([
        grid('Base', [
          ...withLines(
            'Base Set',
            ['Gold - /2021', 'Clear - /10 (hobby pack only, select cards, list below)'],
            base,
          ),
          ...block('Clear Checklist', clear),
        ]),
        master([['Base', base]]),
      ]),
    ).toEqual(['Base: 30', 'Clear < Base: 10 /10', 'Gold < Base: 0 /2021']);
  });

  it('keeps a variation set a block counts with parallels of its own a set, its master title in the singular, its master parts united', () => {
    const rookies = cards(101, 130);
    const [first, second] = [rookies.slice(0, 15), rookies.slice(15, 25)];
    expect(
      series([
        grid('Base', [...withLines('Rookie Ticket', ['Cracked Ice - /23'], rookies)]),
        grid('Variations', [
          ...withLines('Rookie Ticket Variations A', ['Blue Draft Ticket - /99'], [...first, ...second]),
        ]),
        master([
          ['Rookie Ticket', rookies],
          ['Rookie Ticket Variation A', first],
          ['Rookie Ticket Variation A 2', second],
        ]),
      ]),
    ).toEqual([
      'Rookie Ticket: 30',
      'Rookie Ticket Variation A: 25',
      'Rookie Ticket Cracked Ice < Rookie Ticket: 0 /23',
      'Rookie Ticket Variation A Blue Draft Ticket < Rookie Ticket Variation A: 0 /99',
    ]);
  });
});

describe('master subsets the blocks correct', () => {
  it("reads a master subset copying another subset's cards from its namesake block, whose cards the master lacks", () => {
    const [dawn, prime] = [cards(1, 10, 'DOGA-'), cards(1, 24, 'PCS-')];
    expect(
      series([
        grid('Autographs', [
          ...block('Dawn of Glory Autographs', dawn),
          ...block('Prime Choice Signatures', prime),
        ]),
        master([
          ['Dawn of Glory Autographs', prime],
          ['Prime Choice Signatures', prime],
        ]),
      ]),
    ).toEqual(['Dawn of Glory Autographs: 10', 'Prime Choice Signatures: 24']);
  });

  it('numbers a master subset without card numbers from its namesake block, which lists its players numbered', () => {
    const numbered = cards(1, 5, 'FP-');
    const parsed = parseGrids(
      [
        grid('Inserts', block('First Pitch', numbered)),
        master([['First Pitch', numbered.slice(1, 3).map(([, name, team]) => ['', name!, team!])]]),
      ],
      '2024-Topps-Series-2-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series[0]!.cards.map((c) => c.cardNumber)).toEqual([
      'FP-1',
      'FP-2',
      'FP-3',
      'FP-4',
      'FP-5',
    ]);
  });

  it('unites master tiers named after a block ("Gallery Autographs - Rookies") into the block\'s set, with a tier the master left out', () => {
    const [greats, rookies, veterans] = [cards(1, 4, 'RGA-'), cards(1, 8, 'RA-'), cards(1, 5, 'VA-')];
    expect(
      series([
        grid('Autographs', [
          ...withLines('Gallery Autographs', ['Green', 'Red - /5'], [...greats, ...rookies, ...veterans]),
        ]),
        master([
          ['Gallery Autographs - Retired Greats', greats],
          ['Gallery Autographs - Rookies', rookies],
        ]),
      ]),
    ).toEqual([
      'Gallery Autographs: 17',
      'Gallery Autographs Green < Gallery Autographs: 0',
      'Gallery Autographs Red < Gallery Autographs: 0 /5',
    ]);
  });

  it('moves a master row filed under another set ("PZ-25" among TOF- cards) to the set whose block lists it', () => {
    const [zone, future] = [cards(1, 5, 'PZ-'), cards(1, 6, 'TOF-')];
    expect(
      series([
        grid('Inserts', [...block('Power Zone', zone), ...block('Team of the Future', future)]),
        master([
          ['Power Zone', zone.slice(0, 4)],
          ['Team of the Future', [zone[4]!, ...future]],
        ]),
      ]),
    ).toEqual(['Power Zone: 5', 'Team of the Future: 6']);
  });

  it('keeps the name of a parallel of the parent\'s family ("Jumbo Patches - Batting Gloves" of "Jumbo Patches - Hats")', () => {
    const hats = cards(1, 6);
    expect(
      series([
        grid('Memorabilia', [...withLines('Jumbo Patches - Hats', ['Batting Gloves /5'], hats)]),
        master([
          ['Jumbo Patches - Hats', hats],
          ['Jumbo Patches - Batting Gloves', hats],
        ]),
      ]),
    ).toEqual(['Jumbo Patches - Hats: 6', 'Jumbo Patches - Batting Gloves < Jumbo Patches - Hats: 6 /5']);
  });
});

describe('lists of parallels written over the tables of a flat sheet', () => {
  it('gives each list to the subset of the next table, its print runs read and "/1" shown as 1/1', () => {
    expect(series([tablesUnderParallelLists()])).toEqual([
      'Base - Common: 10',
      'Base - Rare: 10',
      'Refractor < Base - Common: 0',
      'Magenta Refractor < Base - Common: 0 /350',
      'Superfractor < Base - Common: 0 1/1',
      'Base - Rare Gold Refractor < Base - Rare: 0 /20',
    ]);
  });
});
