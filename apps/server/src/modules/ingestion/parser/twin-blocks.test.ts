import { describe, expect, it } from 'vitest';
import type { SheetGrid } from './parser.types';
import { block, cards, grid, master, withLines, seriesLines } from '@/test/checklist-grids';

const series = (sheets: SheetGrid[]) => seriesLines(sheets, '2023-Topps-Series-1-Baseball-Checklist.xlsx');

describe('blocks of one set on two sheets', () => {
  it("reads a block of a master set's cards autographed, the set's own block listing them too, as a set of its own", () => {
    const oversized = cards(1, 8, 'OB-');
    expect(
      series([
        grid('Inserts', block('1973 Topps Oversized', oversized)),
        grid('Autographs', block('1973 Topps Boxloader Autographs', oversized.slice(0, 3))),
        master([['1973 Topps Oversized', oversized]]),
      ]),
    ).toEqual(['1973 Topps Oversized: 8', '1973 Topps Boxloader Autographs: 3']);
  });

  it('keeps such a block out when the master has its set under a folded title ("Autos" for "Autographs")', () => {
    const [book, autos] = [cards(1, 6, 'BB-'), cards(1, 5, 'BBA-')];
    expect(
      series([
        grid('Memorabilia', block('The Book of Baseball', book)),
        grid('Autographs', block('The Book Of Baseball Autographs', book)),
        master([
          ['The Book of Baseball', book],
          ['The Book of Baseball Autos', autos],
        ]),
      ]),
    ).toEqual(['The Book of Baseball: 6', 'The Book of Baseball Autos: 5']);
  });

  it('splits a master subset whose cards two blocks of its title list on an inserts and an autographs sheet', () => {
    const [patches, autos] = [cards(1, 6, 'CC-'), cards(1, 4, 'CCA-')];
    expect(
      series([
        grid('Inserts', withLines('City Connect Patch Cards', ['Gold - /75'], patches)),
        grid('Autographs', block('City Connect Patch Cards', autos)),
        master([['City Connect Patch Cards', [...patches, ...autos]]]),
      ]),
    ).toEqual([
      'City Connect Patch Cards: 6',
      'City Connect Patch Cards Autographs: 4',
      'City Connect Patch Cards Gold < City Connect Patch Cards: 0 /75',
    ]);
  });
});

describe('one title on two blocks of one sheet', () => {
  const hitKings = cards(1, 6, 'HK-');
  const homeRunKings = cards(1, 5, 'HRK-');
  const ultra = (code: string) => [[`${code}-UB`, 'Player Judge', 'New York Yankees']];

  it("gives the block whose cards carry the code of the other line of sets that line's name", () => {
    expect(
      series([
        grid('Checklist', [
          ...block('Hit Kings Autographs', hitKings),
          ...block('Home Run Kings Ultra Book Card Autographs', ultra('HK')),
          ...block('Home Run Kings Autographs', homeRunKings),
          ...block('Home Run Kings Ultimate Book Card Autographs', [
            ['HRK-ULTB', 'Player Soto', 'New York Yankees'],
          ]),
          ...block('Home Run Kings Ultra Book Card Autographs', ultra('HRK')),
        ]),
      ]),
    ).toEqual([
      'Hit Kings Autographs: 6',
      'Hit Kings Ultra Book Card Autographs: 1',
      'Home Run Kings Autographs: 5',
      'Home Run Kings Ultimate Book Card Autographs: 1',
      'Home Run Kings Ultra Book Card Autographs: 1',
    ]);
  });

  it('keeps the two blocks one set when no other set carries their codes', () => {
    expect(
      series([
        grid('Checklist', [
          ...block('Ultra Book Card Autographs', ultra('HK')),
          ...block('Ultra Book Card Autographs', ultra('HRK')),
        ]),
      ]),
    ).toEqual(['Ultra Book Card Autographs: 2']);
  });
});

describe('a block numbered like a master set', () => {
  const base = cards(1, 10);

  it('is a set of its own when another person is on each of its numbers (a short print of a Topps employee)', () => {
    expect(
      series([
        grid('Base', block('Base Set', base)),
        grid('Variations', block('Short Print Variations', [['10', 'Alan Narz', '']])),
        master([['Base', base]]),
      ]),
    ).toEqual(['Base: 10', 'Short Print Variations: 1']);
  });

  it("is the master set's when the same people are on them (image variations the master files with the set)", () => {
    expect(
      series([
        grid('Base', block('Base Set', base)),
        grid('Variations', block('Image Variations', base.slice(7))),
        master([['Base', base]]),
      ]),
    ).toEqual(['Base: 10']);
  });
});
