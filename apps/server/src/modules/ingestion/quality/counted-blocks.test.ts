import { describe, expect, it } from 'vitest';
import { parseGrids } from '../parser/parse-workbook';
import { block, cards, grid, master } from '@/test/checklist-grids';
import { checklistFigures } from './checklist-figures';

describe('the section figure', () => {
  const figures = (rows: string[][], masterRows: [string, string[][]][]) => {
    const sheets = [grid('Inserts', rows), master(masterRows)];
    return checklistFigures(sheets, parseGrids(sheets, '2021-Topps-Holiday-Baseball-Checklist.xlsx'));
  };

  it('finds a block that declares another count than it lists with the count it lists, and says so', () => {
    const duals = cards(1, 8, 'DPR-');
    const result = figures(block('Player Relics - Dual', duals, 9), [['Player Relics - Dual', duals]]);
    expect(result).toMatchObject({ sections: 1, sectionsExact: 1, sectionsSelfContradicting: 1 });
  });

  it('finds a block of titled tiers, each with its own parallels, when the tiers hold the count together', () => {
    const [base, premier] = [cards(1, 6), cards(7, 10)];
    const tier = (title: string, rows: string[][]) => [
      [title],
      ['Parallels:'],
      ['Gold - /10'],
      ...rows.map((r) => ['', ...r]),
    ];
    const result = figures(
      [['Base Set'], ['10 cards.'], ...tier('Base', base), ...tier('Premier', premier)],
      [
        ['Base', base],
        ['Premier', premier],
      ],
    );
    expect(result).toMatchObject({ sections: 1, sectionsExact: 1 });
  });

  it('finds a block whose lines name its tiers by number ("Sepia - #11-15"), the cards before any sub-heading its own', () => {
    const [base, sepia, autos] = [cards(1, 10), cards(11, 15), cards(16, 18)];
    const rows = (list: string[][]) => list.map((r) => ['', ...r]);
    const result = figures(
      [
        ['Base Set'],
        ['18 cards.'],
        ['Sepia - #11-15'],
        ['Rookie Material Signatures - #16-18'],
        ['No #19.'],
        ['Parallels:'],
        ['Gold - /10'],
        ...rows(base),
        ['Sepia'],
        ...rows(sepia),
        ['Rookie Material Signatures'],
        ...rows(autos),
      ],
      [
        ['Base', base],
        ['Sepia', sepia],
        ['Rookie Material Signatures', autos],
      ],
    );
    expect(result).toMatchObject({ sections: 1, sectionsExact: 1 });
  });

  it('finds a block the sheet misspells under its right spelling, and titles a block right after a list of parallels', () => {
    const [relics, autos] = [cards(1, 6, 'OTN-'), cards(1, 4, 'HLA-')];
    const result = figures(
      [
        ...block('Ownn the Name Relics Checklist', relics),
        ['Parallels:'],
        ['Gold - (1:33,927 hobby)'],
        ['Heavy Lumber Autograph Relics Checklist'],
        ['4 cards.'],
        ...autos.map((r) => ['', ...r]),
      ],
      [
        ['Own the Name Relics', relics],
        ['Heavy Lumber Autograph Relics', autos],
      ],
    );
    expect(result).toMatchObject({ sections: 2, sectionsExact: 2 });
  });

  it('finds a block whose title the reader keeps with its words in the master\'s order ("Marble Neon" / "Neon Marble")', () => {
    const epic = cards(1, 6);
    const result = figures(
      [...block('Epic Legends Materials', epic), ...block('Epic Legends Materials Marble Neon', epic)],
      [
        ['Epic Legends Materials', epic],
        ['Epic Legends Materials Neon Marble', epic],
      ],
    );
    expect(result).toMatchObject({ sections: 2, sectionsExact: 2 });
  });

  it('finds a block the master titles otherwise ("SSP Image Variations") by its cards', () => {
    const ssp = cards(1, 5);
    const result = figures(block('Super Short Print Variations', ssp), [
      ['Base', cards(1, 9)],
      ['SSP Image Variations', ssp],
    ]);
    expect(result).toMatchObject({ sections: 1, sectionsExact: 1 });
  });

  it('attaches the parallel lines of an autographs block to the set the reader named for its sheet', () => {
    const [inserts, autos] = [cards(1, 6, 'FRD-'), cards(1, 4, 'FRDA-')];
    const withGold = (rows: string[][]) => [
      ['Rookie Design Variations'],
      [`${rows.length} cards.`],
      ['Parallels:'],
      ['Gold Refractors - /50'],
      ...rows.map((r) => ['', ...r]),
    ];
    const sheets = [
      grid('Inserts', withGold(inserts)),
      grid('Autographs', withGold(autos)),
      master([
        ['Rookie Design Variations', inserts],
        ['Rookie Design Variations Autographs', autos],
      ]),
    ];
    const result = checklistFigures(sheets, parseGrids(sheets, '2022-Topps-Finest-Baseball-Checklist.xlsx'));
    expect(result).toMatchObject({ sections: 2, sectionsExact: 2, parallelLines: 2, parallelsAttached: 2 });
  });

  it('finds no block by the cards of a series named otherwise ("Base Set" held whole only by "Chrome")', () => {
    const base = cards(1, 8);
    const result = figures(block('Base Set', base), [
      ['Base', base.slice(0, 6)],
      ['Chrome', base],
    ]);
    expect(result).toMatchObject({ sections: 1, sectionsExact: 0 });
  });

  it('finds no block by cards that several series hold, none of them titled with its words', () => {
    const base = cards(1, 6);
    const result = figures(block('Photo Variations', base), [
      ['Base', base],
      ['Base Chrome', base],
    ]);
    expect(result).toMatchObject({ sections: 1, sectionsExact: 0 });
  });

  it('misses a section read short, and takes no odds line for a title', () => {
    const inserts = cards(1, 6, 'HP-');
    const result = figures(
      [['Hidden Potential'], ['1:160 hobby, 1:40 jumbo'], ...block('', inserts).slice(1)],
      [['Hidden Potential', [...inserts.slice(0, 4), ...cards(9, 9, 'HP-')]]],
    );
    expect(result.sections).toBe(1);
    expect(result.sectionsExact).toBe(0);
    expect(result.sectionMisses[0]).toContain(
      '"Hidden Potential": declared 6, listed 6, read Hidden Potential 5',
    );
  });
});
