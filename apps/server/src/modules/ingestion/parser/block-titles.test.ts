import { describe, expect, it } from 'vitest';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';

const grid = (name: string, rows: string[][]): SheetGrid => ({
  name,
  rows: rows.map((cells, i) => ({ row: i + 1, cells })),
});
const players = [
  'Aaron Judge',
  'Mookie Betts',
  'Shohei Ohtani',
  'Juan Soto',
  'Bobby Witt',
  'Gunnar Henderson',
];
const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => [
    `${prefix}-${i + 1}`,
    players[i % players.length]!,
    'Boston Red Sox',
  ]);
const master = (subsets: [string, string[][]][]) =>
  grid('Master', [
    ['Card Set', 'Card #', 'Player', 'Team'],
    ...subsets.flatMap(([subset, rows]) => rows.map((row) => [subset, ...row])),
  ]);
const block = (title: string, rows: string[][], parallels: string[] = []) => [
  [title],
  [`${rows.length} cards.`],
  ...(parallels.length ? [['Parallels:'], ...parallels.map((p) => [p])] : []),
  ...rows.map((row) => ['', ...row]),
];

describe('a master sheet and block sheets read together', () => {
  it("names a master subset after the block listing its cards, parallels included ('Flash Forward' → 'Flash Forward Autographs')", () => {
    const ff = cards('FF', 6);
    const parsed = parseGrids(
      [
        grid('Checklist', block('Flash Forward Autographs Checklist', ff, ['Blue - /50', 'Red - /5'])),
        master([
          ['Flash Forward', ff],
          ['Flash Forward Gold', ff],
        ]),
      ],
      '2020-Leaf-Flash-Baseball-Checklist.xlsx',
    );
    const series = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null, s.maxPrintRun ?? null]);
    expect(series).toEqual([
      ['Flash Forward Autographs', null, null],
      ['Flash Forward Autographs Gold', 'Flash Forward Autographs', null],
      ['Flash Forward Autographs Blue', 'Flash Forward Autographs', 50],
      ['Flash Forward Autographs Red', 'Flash Forward Autographs', 5],
    ]);
    expect(parsed.checklist.series[0]!.cards).toHaveLength(6);
  });

  it('adds a card the block lists and the master does not ("no base version"), never one the master files elsewhere', () => {
    const base = cards('AP', 10);
    const other = cards('OT', 3);
    const parsed = parseGrids(
      [
        grid('Pastime', [
          ...block('Pastime Checklist', [...base, [...other[0]!.slice(0, 2), 'Boston Red Sox']]),
        ]),
        master([
          ['Pastime', base.filter((_, i) => i !== 4)],
          ['Pastime Gold', base],
          ['Other', other],
        ]),
      ],
      '2020-Panini-Chronicles-Baseball-Checklist.xlsx',
    );
    const pastime = parsed.checklist.series.find((s) => s.name === 'Pastime')!;
    expect(pastime.cards.map((c) => c.cardNumber).sort()).toEqual(base.map((row) => row[0]).sort());
    expect(parsed.warnings.map((w) => w.message).join(' ')).toMatch(
      /1 card\(s\) of the block not in the master/,
    );
  });

  it('adds the "no base version" cards the master lists only under the set\'s own parallels, however many, though another set shares their number and name', () => {
    const sigs = cards('FS', 10);
    const parsed = parseGrids(
      [
        grid('Autographs', block('Flawless Signatures Checklist', sigs)),
        master([
          ['Flawless Signatures', sigs.slice(0, 6)],
          ['Flawless Signatures Gold', sigs],
          ['Showcase', [sigs[7]!]],
        ]),
      ],
      '2023-Panini-Flawless-Baseball-Checklist.xlsx',
    );
    const shape = parsed.checklist.series.map(
      (s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`,
    );
    expect(shape).toEqual([
      'Flawless Signatures: 10',
      'Showcase: 1',
      'Flawless Signatures Gold < Flawless Signatures: 10',
    ]);
  });

  it('names a master subset after its block by the words it adds ("Rookie Threads (Retail)"), not by a parallel line of the block ("Rookie Threads Green")', () => {
    const threads = cards('RT', 6);
    const parsed = parseGrids(
      [
        grid('Memorabilia', block('Rookie Threads', threads, ['Green - /199', 'Red - /99'])),
        master([
          ['Rookie Threads (Retail)', threads],
          ['Rookie Threads Green', threads],
          ['Rookie Threads Red', threads],
        ]),
      ],
      '2021-Panini-Absolute-Baseball-Checklist.xlsx',
    );
    const shape = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null, s.maxPrintRun ?? null]);
    expect(shape).toEqual([
      ['Rookie Threads', null, null],
      ['Rookie Threads Green', 'Rookie Threads', 199],
      ['Rookie Threads Red', 'Rookie Threads', 99],
    ]);
  });

  it('names a master subset after the nearest of the blocks listing its cards ("DK Materials Signatures", not its "… Purple")', () => {
    const dk = cards('DKMS', 6);
    const parsed = parseGrids(
      [
        grid('Autographs', [
          ...block('DK Materials Signatures Checklist', dk, ['Gold - /99']),
          ...block('DK Materials Signatures Purple Checklist', dk),
        ]),
        master([
          ['DK Material Signatures', dk],
          ['DK Material Signatures Gold', dk],
        ]),
      ],
      '2022-Panini-Diamond-Kings-Baseball-Checklist.xlsx',
    );
    const shape = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null]);
    expect(shape.slice(0, 2)).toEqual([
      ['DK Materials Signatures', null],
      ['DK Materials Signatures Gold', 'DK Materials Signatures'],
    ]);
  });

  it("reads a block repeating a whole master set under a title of its own as that set's parallel, never a subset of it", () => {
    const base = cards('B', 12);
    const parsed = parseGrids(
      [
        grid('Base', block('Base Set', base)),
        grid('Variations', [
          ...block('Golden Mirror Image Variations Checklist', base),
          ...block('Rookie Debut Checklist', base.slice(0, 4)),
        ]),
        grid('Autographs', block('Herographics Duals', cards('HD', 12))),
        master([
          ['Base', base],
          ['Herographics 2', cards('HD', 12)],
        ]),
      ],
      '2024-Topps-Series-1-Baseball-Checklist.xlsx',
    );
    const shape = parsed.checklist.series.map(
      (s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`,
    );
    // the block repeating "Herographics 2" is that subset, named by the block ("2" counts the players: Duals)
    expect(shape).toEqual([
      'Base: 12',
      'Herographics Duals: 12',
      'Golden Mirror Image Variations < Base: 12',
    ]);
  });

  it("keeps the master's title in words when the only block naming its cards shouts in capitals", () => {
    const mlm = cards('MLMA', 6);
    const parsed = parseGrids(
      [
        grid('Full Checklist', block('MAJOR LEAGUE MATERIAL AUTOGRAPH CARDS', mlm)),
        master([['Major League Material Autographs', mlm]]),
      ],
      '2025-Topps-Series-2-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => s.name)).toEqual(['Major League Material Autographs']);
  });

  it('keeps the spelling the workbook uses elsewhere when block and master spell a title differently', () => {
    const rookies = cards('RA', 6);
    const patches = cards('AP', 5);
    const parsed = parseGrids(
      [
        grid('Autographs', [
          ...block('Rookie Auotgraphs Checklist', rookies, ['Gold - /50']),
          ...block('Triple On-Card Autographs Checklist', patches, ['Red - /5']),
        ]),
        master([
          ['Rookie Autographs', rookies],
          ['Tripple On-Card Autographs', patches],
          ['Triple Threads Autographs', cards('TT', 4)],
        ]),
      ],
      '2021-Topps-Triple-Threads-Baseball-Checklist.xlsx',
    );
    const series = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null]);
    expect(series).toEqual([
      ['Rookie Autographs', null],
      ['Triple On-Card Autographs', null],
      ['Triple Threads Autographs', null],
      ['Rookie Autographs Gold', 'Rookie Autographs'],
      ['Triple On-Card Autographs Red', 'Triple On-Card Autographs'],
    ]);
  });

  it('keeps the parallels of an autograph block numbered like the base cards on its own sheet', () => {
    const base = cards('PD', 12);
    const parsed = parseGrids(
      [
        grid('Base', block('Base Checklist', base, ['Gold Foil - /50'])),
        grid('Autographs', block('Base Autographs Checklist', base.slice(0, 10), ['Sparkle Foil - /199'])),
        grid('Inserts', block('Future Stars Checklist', cards('FS', 5))),
      ],
      '2023-Topps-Pro-Debut-Baseball-Checklist.xlsx',
    );
    const series = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null, s.cards.length]);
    expect(series).toEqual(
      expect.arrayContaining([
        ['Base Autographs', null, 10],
        ['Base Autographs Sparkle Foil', 'Base Autographs', 0],
      ]),
    );
  });

  it('names a master subset after a block of the very same cards whose title abbreviates it, never a repeated block or a shouted title', () => {
    const studio = cards('SBW', 6);
    const gloves = cards('BG', 5);
    const parsed = parseGrids(
      [
        grid('Studio', [
          ...block('Studio Black and White Signatures Checklist', studio),
          ...block('Batting Gloves /5', gloves),
        ]),
        master([
          ['Studio Black BandW Signatures', studio],
          ['Impeccable Jumbo Patches - Batting Gloves', gloves],
        ]),
      ],
      '2022-Panini-Chronicles-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => s.name)).toEqual([
      'Studio Black and White Signatures',
      'Impeccable Jumbo Patches - Batting Gloves',
    ]);
    const repeated = parseGrids(
      [
        grid('Studio', [
          ...block('Majestic Marks Autographs Gold Checklist', studio),
          ...block('Majestic Marks Autographs Red Checklist', studio),
        ]),
        master([['Majestic Marks AP', studio]]),
      ],
      '2023-Panini-Chronicles-Baseball-Checklist.xlsx',
    );
    expect(repeated.checklist.series[0]!.name).toBe('Majestic Marks AP');
  });

  it('names a master subset after an abbreviating block whose only repeats are its own colour blocks', () => {
    const studio = cards('SBW', 6);
    const parsed = parseGrids(
      [
        grid('Studio', [
          ...block('Studio Black and White Signatures Checklist', studio),
          ...block('Studio Black and White Signatures Gold Checklist', studio),
        ]),
        master([
          ['Studio Black BandW Signatures', studio],
          ['Studio Black BandW Signatures Gold', studio],
        ]),
      ],
      '2022-Panini-Chronicles-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => [s.name, s.parentName ?? null, s.cards.length])).toEqual([
      ['Studio Black and White Signatures', null, 6],
      ['Studio Black and White Signatures Gold', 'Studio Black and White Signatures', 6],
    ]);
  });

  it('keeps the right spelling of a short misspelt word on a tie: not a doubled letter, else the longer word', () => {
    const relics = cards('OTN', 6);
    const stars = cards('LSS', 6);
    const parsed = parseGrids(
      [
        grid('Memorabilia', [
          ...block('Ownn the Name Relics Checklist', relics),
          ...block('Lone Star Signatures Checklist', stars),
        ]),
        master([
          ['Own the Name Relics', relics],
          ['Lon Star Signatures', stars],
        ]),
      ],
      '2024-Topps-Update-Series-Baseball-Checklist.xlsx',
    );
    expect(parsed.checklist.series.map((s) => s.name)).toEqual([
      'Own the Name Relics',
      'Lone Star Signatures',
    ]);
  });
});
