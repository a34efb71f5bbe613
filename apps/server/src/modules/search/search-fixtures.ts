import type { Db } from '@/db/client';
import { ingestChecklist } from '@/modules/ingestion';
import type { CardImport, ChecklistImport, PlayerImport } from '@/modules/ingestion';
import { testEvents } from '@/test/test-events';

/** Hand-built checklists for the search tests: real names, the shapes the sample catalogue has. */
const p = (firstName: string, lastName: string, teamName: string, nickName?: string): PlayerImport => ({
  firstName,
  lastName,
  teamName,
  nickName: nickName ?? null,
});
const card = (cardNumber: string, player: PlayerImport, flags: Partial<CardImport> = {}): CardImport => ({
  cardNumber,
  players: [player],
  ...flags,
});

export const TROUT = p('Mike', 'Trout', 'Los Angeles Angels', 'The Millville Meteor');
export const MATTINGLY = p('Don', 'Mattingly', 'New York Yankees', 'Donnie Baseball');
export const GRIFFEY_JR = p('Ken', 'Griffey Jr.', 'Seattle Mariners', 'The Kid');
export const GRIFFEY_SR = p('Ken', 'Griffey', 'Cincinnati Reds');
export const MUNOZ = p('Andrés', 'Muñoz', 'Seattle Mariners');
export const DOMINGUEZ = p('Jasson', 'Domínguez', 'New York Yankees', 'The Martian');

export const SEARCH_CHECKLISTS: ChecklistImport[] = [
  {
    set: { name: 'Topps', year: 1984, manufacturer: 'Topps' },
    series: [
      {
        name: 'Topps',
        isBase: true,
        cards: [
          card('8', MATTINGLY, { isRookie: true }),
          card('13', p('Steve', 'Trout', 'Chicago Cubs')),
          card('182', p('Darryl', 'Strawberry', 'New York Mets'), { isRookie: true }),
        ],
      },
      { name: 'Tiffany', isBase: false, parentName: 'Topps', cards: [] },
    ],
  },
  {
    set: { name: 'Upper Deck', year: 1989, manufacturer: 'Upper Deck' },
    series: [
      {
        name: 'Upper Deck',
        isBase: true,
        cards: [
          card('1', GRIFFEY_JR, { isRookie: true }),
          card('200', MATTINGLY),
          card('555', GRIFFEY_SR),
          card('248', p('Griffin', 'Whitfield', 'Boston Red Sox')),
        ],
      },
    ],
  },
  {
    set: { name: 'Topps Update', year: 2011, manufacturer: 'Topps' },
    series: [
      {
        name: 'Topps Update',
        isBase: true,
        cards: [card('US175', TROUT, { isRookie: true }), card('US55', MUNOZ)],
      },
    ],
  },
  {
    set: { name: 'Topps', year: 2020, manufacturer: 'Topps' },
    series: [
      {
        name: 'Topps',
        isBase: true,
        cards: [
          card('100', TROUT),
          card('248', p('Gleyber', 'Torres', 'New York Yankees')),
          card('1', MUNOZ),
        ],
      },
      {
        name: 'Gold',
        isBase: false,
        parentName: 'Topps',
        colorName: 'Gold',
        printRunDisplay: '/2020',
        minPrintRun: 2020,
        maxPrintRun: 2020,
        cards: [],
      },
      { name: 'Major League Material', isBase: false, cards: [card('MLM-MT', TROUT, { isRelic: true })] },
    ],
  },
  {
    set: { name: 'Bowman Chrome', year: 2021, manufacturer: 'Bowman' },
    series: [
      { name: 'Bowman Chrome', isBase: true, cards: [card('BCP-1', DOMINGUEZ)] },
      {
        name: 'Chrome Prospect Autographs',
        isBase: false,
        cards: [
          card('CPA-JD', DOMINGUEZ, { isAutograph: true }),
          card('CPA-AM', MUNOZ, { isAutograph: true }),
        ],
      },
      {
        name: 'Chrome Prospect Autographs Blue Refractor',
        isBase: false,
        parentName: 'Chrome Prospect Autographs',
        colorName: 'Blue',
        printRunDisplay: '/99',
        minPrintRun: 99,
        maxPrintRun: 99,
        cards: [],
      },
    ],
  },
  {
    set: { name: 'Bowman Draft', year: 2022, manufacturer: 'Bowman' },
    series: [
      {
        name: 'Bowman Draft',
        isBase: true,
        cards: [card('BD-9', p('Elijah', 'Green', 'Washington Nationals'))],
      },
    ],
  },
  {
    set: { name: 'Heritage', year: 2023, manufacturer: 'Topps' },
    series: [
      {
        name: 'Heritage',
        isBase: true,
        cards: [
          card('301', p('Sam', 'Rivers', 'Texas Rangers')),
          card('302', p('Jo', 'Riverson', 'Texas Rangers')),
        ],
      },
    ],
  },
];

export async function ingestSearchFixtures(db: Db): Promise<void> {
  for (const checklist of SEARCH_CHECKLISTS) await ingestChecklist(db, checklist, testEvents);
}
