import { describe, expect, it } from 'vitest';
import { isDistributionNote, looksLikeCardNumber, mentionsDistribution } from './cell-kinds';
import { readSectionSheet } from './section-reader';
import type { SheetGrid } from './parser.types';

const grid = (rows: string[][]): SheetGrid => ({
  name: 'Inserts',
  rows: rows.map((cells, i) => ({ row: i + 1, cells })),
});

describe('section sheets with distribution notes (2025 Topps Series 1 layout)', () => {
  it('never reads "Hobby only." as a player or a title', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Dancing Dodgers Variations Checklist'],
        ['10 cards.'],
        ['Hobby only.'],
        [],
        ['1', 'Shohei Ohtani', 'Los Angeles Dodgers'],
        [],
        ['Trading Card Enamel Pins Checklist'],
        ['10 pins.'],
        ['Super box only.'],
        [],
        ['Aaron Judge', 'New York Yankees'],
        ['Bobby Witt Jr.', 'Kansas City Royals'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.declaredCount])).toEqual([
      ['Dancing Dodgers Variations', 10],
      ['Trading Card Enamel Pins', 10],
    ]);
    expect(sections[0]!.rows.map((r) => r.names)).toEqual([['Shohei Ohtani']]);
    expect(sections[1]!.rows.map((r) => r.names)).toEqual([['Aaron Judge'], ['Bobby Witt Jr.']]);
  });

  it('reads a heading with a note of its parallels ("Rookies I | | 17 parallels") as a heading inside the block, never a card', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Base Set'],
        ['4 cards.'],
        ['1', 'Aaron Judge', 'New York Yankees'],
        ['2', 'Juan Soto', 'New York Mets'],
        [],
        ['Rookies I', '', '17 parallels'],
        [],
        ['3', 'Jackson Holliday', 'Baltimore Orioles'],
        ['4', 'Wyatt Langford', 'Texas Rangers'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.rows.map((r) => r.cardNumber)])).toEqual([
      ['Base', ['1', '2', '3', '4']],
    ]);
  });

  it('reads the rows under a card with an empty number cell as more players of that card (a book of ten)', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Deca Autograph Relic Combo Book Checklist'],
        ['2 cards.'],
        ['DARCB-1', 'Bert Blyleven', 'Minnesota Twins', '/10'],
        ['', 'Bob Gibson', 'St. Louis Cardinals'],
        ['', 'Tom Glavine'],
        ['DARCB-2', 'Greg Maddux', 'Atlanta Braves', '/10'],
        ['', 'Dale Murphy'],
        ['', '', 'Boston Red Sox'],
        [],
        ['Lone Names Checklist'],
        ['Aaron Judge', 'New York Yankees'],
        ['Juan Soto', 'New York Mets'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.rows.map((r) => [r.cardNumber, r.names, r.teams])])).toEqual([
      [
        'Deca Autograph Relic Combo Book',
        [
          [
            'DARCB-1',
            ['Bert Blyleven', 'Bob Gibson', 'Tom Glavine'],
            ['Minnesota Twins', 'St. Louis Cardinals'],
          ],
          ['DARCB-2', ['Greg Maddux', 'Dale Murphy'], ['Atlanta Braves', 'Boston Red Sox']],
        ],
      ],
      [
        'Lone Names',
        [
          ['1', ['Aaron Judge'], ['New York Yankees']],
          ['2', ['Juan Soto'], ['New York Mets']],
        ],
      ],
    ]);
  });

  it('keeps a lone row without a number under one card of a numbered set a card of its own', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Base Set'],
        ['4 cards.'],
        ['', '181', 'Triston McKenzie', 'Akron RubberDucks'],
        ['', '182', 'Andy Pages', 'Ogden Raptors'],
        ['', '', 'Luis Rodriguez', 'AZL Dodgers'],
        ['', '183', 'Edward Olivares', 'Amarillo Sod Poodles'],
      ]),
    );
    expect(sections[0]!.rows.map((r) => r.names)).toEqual([
      ['Triston McKenzie'],
      ['Andy Pages'],
      ['Luis Rodriguez'],
      ['Edward Olivares'],
    ]);
  });

  it('reads a row in capitals over numbered cards as a heading, not an unnumbered card', () => {
    const { sections } = readSectionSheet(
      grid([
        ['MAJOR LEAGUE MATERIAL DUAL AUTOGRAPH CARDS'],
        ['MLMDA-ORI', 'Austin Riley', 'Atlanta Braves'],
        [],
        ['CITY CONNECT SWATCH COLLECTION', 'AUTOGRAPH RELIC'],
        ['CCA2-ET', 'Ezequiel Tovar', 'Colorado Rockies'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.rows.map((r) => r.cardNumber)])).toEqual([
      ['MAJOR LEAGUE MATERIAL DUAL AUTOGRAPH CARDS', ['MLMDA-ORI']],
      ['CITY CONNECT SWATCH COLLECTION AUTOGRAPH RELIC', ['CCA2-ET']],
    ]);
  });

  it('reads no parallel from a sale sentence with a colour word in it', () => {
    const { sections } = readSectionSheet(
      grid([
        ['1985 Topps Baseball Chrome Checklist'],
        ['2 cards.'],
        ['Exclusive to bonus Silver packs in hobby and jumbo boxes.'],
        [],
        ['', 'CPC-1', 'Yordan Alvarez', 'Houston Astros'],
        ['', 'CPC-2', 'Derek Jeter', 'New York Yankees'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.parallels.length, s.rows.length])).toEqual([
      ['1985 Topps Baseball Chrome', 0, 2],
    ]);
  });

  it('tells sale notes from names and titles', () => {
    for (const note of [
      'Hobby only.',
      'Hobby and jumbo packs only.',
      "Each card serial-numbered to the player's jersey number.",
    ])
      expect(isDistributionNote(note)).toBe(true);
    for (const name of ['Elly De La Cruz', 'Bobby Witt Jr.', '1989 Topps Baseball Foil Mega Box'])
      expect(isDistributionNote(name)).toBe(false);
    expect(mentionsDistribution('Japan Hobby Exclusive')).toBe(true);
    expect(mentionsDistribution('Ken Griffey Jr.')).toBe(false);
  });
});

describe('blocks laid side by side without cards yet', () => {
  it('reads no card from a row of two block titles or from "List TBA."', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Variations Checklist', '', '', '', '', '', 'SSP Variations Checklist'],
        [],
        ['List TBA.', '', '', '', '', '', 'List TBA.'],
      ]),
    );
    expect(sections.flatMap((s) => s.rows)).toEqual([]);
  });
});

describe('card numbers of codes and initials', () => {
  it('reads "DR-Jd" (Jacob deGrom) as a card number, never a word such as "All-Star" or "AL-East"', () => {
    expect(['DR-Jd', 'DR-JD', 'BSPA-JS', '23b', 'US12'].map(looksLikeCardNumber)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['All-Star', 'AL-East', 'Jd', 'Rookies'].map(looksLikeCardNumber)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps the printed number of a card whose code has a lower-case initial in a block sheet', () => {
    const rows = [
      ['Diamond Relics Checklist'],
      ['3 cards.'],
      ['DR-FF', 'Freddie Freeman', 'Atlanta Braves'],
      ['DR-Jd', 'Jacob deGrom', 'New York Mets'],
      ['DR-KM', 'Ketel Marte', 'Arizona Diamondbacks'],
    ];
    const { sections } = readSectionSheet({
      name: 'Memorabilia',
      rows: rows.map((cells, i) => ({ row: i + 1, cells })),
    });
    expect(sections[0]!.rows.map((row) => row.cardNumber)).toEqual(['DR-FF', 'DR-Jd', 'DR-KM']);
  });
});

describe('cards without numbers under a count', () => {
  it('reads as many lines as the count declares as unnumbered cards, notes apart, odds skipped', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Team Stickers'],
        ['3 stickers.'],
        ['1 per wax pack.'],
        ['', 'Atlanta Braves - Cap'],
        ['', 'Atlanta Braves - Logo (Peel upside down)'],
        ['', 'Boston Red Sox - Cap'],
        [],
        ['Launching of the Titanic'],
        ['1 card'],
        ['Launching of the Titanic (SSP)'],
        [],
        ['Snowman Checklist'],
        ['1 card.'],
        ['1:240 tin packs.'],
        ['Snowman'],
        [],
        ['Ornaments Checklist'],
        ['2 cards.'],
        ['SDC-1', 'Colton Cowser', 'Baltimore Orioles'],
        ['SDC-2', 'Julio Rodríguez', 'Seattle Mariners'],
      ]),
    );
    expect(sections.map((s) => [s.title, s.rows.length])).toEqual([
      ['Team Stickers', 3],
      ['Launching of the Titanic', 1],
      ['Snowman', 1],
      ['Ornaments', 2],
    ]);
    expect(sections[0]!.rows.map((r) => [r.cardNumber, r.names, r.extras])).toEqual([
      ['1', ['Atlanta Braves'], ['- Cap']],
      ['2', ['Atlanta Braves'], ['- Logo', '(Peel upside down)']],
      ['3', ['Boston Red Sox'], ['- Cap']],
    ]);
    expect(sections[1]!.rows[0]!.names).toEqual(['Launching of the Titanic']);
    expect(sections[1]!.rows[0]!.extras).toEqual(['(SSP)']);
  });

  it('reads no card from notes under a count that lists nothing', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Framed Originals'],
        ['100 cards across product run.'],
        ['List of cards not released.'],
        ['Individual cards are 1/1.'],
        [],
        ['Ornaments Checklist'],
        ['2 cards.'],
        ['SDC-1', 'Colton Cowser', 'Baltimore Orioles'],
        ['SDC-2', 'Julio Rodríguez', 'Seattle Mariners'],
      ]),
    );
    expect(sections.flatMap((s) => s.rows.map((r) => r.names[0]))).toEqual([
      'Colton Cowser',
      'Julio Rodríguez',
    ]);
  });
});

describe('a list of parallels without its "Parallels:" line', () => {
  it('reads the names and print runs between a count and the cards as parallels, a heading and a sentence as none', () => {
    const { sections } = readSectionSheet(
      grid([
        ['Rip Card Mini Exclusives'],
        ['2 cards'],
        ['Variations'],
        [],
        ['Stained Glass'],
        ['Metal /3'],
        ['Wood /1'],
        [],
        ['351', 'James Wood,', 'Washington Nationals'],
        ['352', 'Connor Norby,', 'Miami Marlins'],
        [],
        ['Sterling Bat Knobs'],
        ['1 card'],
        ['All cards are 1/1'],
        ['TSBK-AB', 'Alex Bregman', 'Houston Astros'],
      ]),
    );
    expect(
      sections.map((s) => [
        s.title,
        s.rows.length,
        s.parallels.map((p) => `${p.name} ${p.printRunDisplay ?? ''}`.trim()),
      ]),
    ).toEqual([
      ['Rip Card Mini Exclusives', 2, ['Stained Glass', 'Metal /3', 'Wood 1/1']],
      ['Sterling Bat Knobs', 1, []],
    ]);
    expect(sections[1]!.printRun?.display).toBe('1/1');
  });
});
