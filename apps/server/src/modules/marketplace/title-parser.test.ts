import { describe, expect, it } from 'vitest';
import { parseTitle } from './title-parser';

const NOW = new Date('2026-06-01T00:00:00Z');
const parse = (title: string) => parseTitle(title, NOW);

describe('reading a purchase title', () => {
  it.each([
    ['PSA 10 2023 Topps Series 1 #17 Shohei Ohtani', { agency: 'PSA', grade: 10 }],
    ['2020 Bowman Chrome Jasson Dominguez BGS 9.5 Gold Refractor /50', { agency: 'BGS', grade: 9.5 }],
    ['1984 Fleer Don Mattingly #131 SGC 8 Rookie', { agency: 'SGC', grade: 8 }],
    ['1984 Topps Cal Ripken PSA GEM MT 10', { agency: 'PSA', grade: 10 }],
    ['1985 Donruss Kirby Puckett Beckett 9', { agency: 'BGS', grade: 9 }],
    ['2023 Topps Heritage Aaron Judge #152', null],
  ])('grade of %s', (title, grade) => {
    expect(parse(title).grade).toEqual(grade);
  });

  it.each([
    ['2020 Bowman Chrome Gold Refractor 23/50 PSA 9', 23, 50],
    ["2022 Topps Chrome Orange Refractor #'d 05/25 #TCT-BC", 5, 25],
    ['2023 Bowman Chrome Superfractor 1/1', 1, 1],
    ['2025 Topps Chrome Gold Wave /50 #107', null, 50],
    ['2023 Topps Series 1 Stars of MLB Chrome #SMLBC-8 /70', null, 70],
    ['2023 Topps Series 1 #17 Shohei Ohtani', null, null],
  ])('serial and print run of %s', (title, serial, printRun) => {
    const parsed = parse(title);
    expect([parsed.serialNumber, parsed.printRun]).toEqual([serial, printRun]);
  });

  it.each([
    ['2023 Topps Series 1 #17 Shohei Ohtani', '17', 2023],
    ['2023 Bowman Chrome #BCP-151 Prospect', 'BCP-151', 2023],
    ['2025 Bowman Chrome Max Volume Autographs Charlie Condon #MVA-CC', 'MVA-CC', 2025],
    ['2020 Topps Update Derek Jeter Commemorative Patch Cards #20YCC-98', '20YCC-98', 2020],
    ["'84 Fleer Update Kirby Puckett #93", '93', 1984],
    ['2025 Topps Update US175 Jackson Holliday', 'US175', 2025],
    ['2023 Topps Stadium Club Tyler Devers Pink Parallel card 97 nice', '97', 2023],
    ['Baseball card 1987 Topps Mark McGwire #366', '366', 1987],
  ])('card number and year of %s', (title, number, year) => {
    const parsed = parse(title);
    expect([parsed.cardNumber, parsed.year]).toEqual([number, year]);
  });

  it('reads the flags, the parallel colour and the words left for the search', () => {
    const parsed = parse('2022 Bowman Chrome Luis Gil RPA Orange Refractors /25 OPC');
    expect(parsed).toMatchObject({ rookie: true, autograph: true, relic: true, colours: ['orange'] });
    expect(parsed.words).toEqual(['bowman', 'chrome', 'luis', 'gil', 'refractors', 'o-pee-chee']);
  });

  it.each([
    '2023 Topps Series 1 Baseball Hobby Box Factory Sealed',
    '2024 Bowman Chrome Mega Box',
    '1984 Fleer Baseball Wax Pack Unopened',
    '2025 Topps Chrome Case Break Random Team',
    'Aaron Judge Lot of 10 Cards',
    '1984 Topps Complete Set 1-792',
    'Ultra Pro Toploaders 25 count',
    'Shohei Ohtani Signed Baseball PSA/DNA',
    'Juan Soto Signed Jersey Yankees JSA',
    'Pokemon Charizard Base Set Holo PSA 9',
    '2023 Topps Star Wars Chrome Darth Vader Refractor',
    'Custom Aaron Judge Art Card ACEO',
  ])('%s is not one sports card', (title) => {
    expect(parse(title).kind).toBe('not_a_single_card');
  });

  it.each([
    '2023 Topps Series 1 Pete Alonso Patchwork of the Past Commemorative Patch Cards #PPA-PA',
    '2025 Topps Series 1 Jose Altuve 1990 Topps Baseball Chrome Silver Packs #T90C-79',
    '2021 Topps Series 1 Corey Seager Major League Material Jersey Relic #MLM-CS',
  ])('%s is one card', (title) => {
    expect(parse(title).kind).toBe('card');
  });

  it.each([
    ['2024 Topps Chrome Helix Jordan Lawlar HX14', ['hx14']],
    ["'25 TOPPS CHROME TENNIS ANDREY RUBLEV ACES ACE 19", ['ace19']],
    ['2023 Topps Heritage 74SRJB Johnny Bench Stamp Relics', ['74srjb']],
    ['2022 Topps Chrome Jonathan India FSA JI Future Stars Autographs', ['fsaji']],
    ['2023 Topps #17 Shohei Ohtani', ['17']],
  ])('guesses the card number of %s without taking the year, grade or serial', (title, guesses) => {
    expect(parse(title).numberGuesses).toEqual(expect.arrayContaining(guesses));
  });

  it('never takes a grade or a serial for the card number or the print run', () => {
    expect(parse('2025 Optic #26 /99 Bijan Robinson PSA 10 GEM MT')).toMatchObject({
      cardNumber: '26',
      printRun: 99,
      serialNumber: null,
      grade: { agency: 'PSA', grade: 10 },
    });
    expect(parse('BGS 9.5 2020 Bowman Chrome Gold Refractor 23/50 #BCP-1')).toMatchObject({
      cardNumber: 'BCP-1',
      printRun: 50,
      serialNumber: 23,
      grade: { agency: 'BGS', grade: 9.5 },
    });
    expect(parse('BGS 9.5 2020 Bowman Chrome #BCP-1').numberGuesses).not.toContain('95');
    expect(parse('Ozzie Newsome Donruss Optic Blue card 52 /249')).toMatchObject({
      cardNumber: '52',
      printRun: 249,
      serialNumber: null,
    });
  });

  it('reads shouting and emoji like any other title', () => {
    const parsed = parse('🔥🔥 2023 TOPPS CHROME JULIO RODRIGUEZ #1 RC 💎');
    expect(parsed).toMatchObject({ kind: 'card', year: 2023, cardNumber: '1', rookie: true });
    expect(parsed.words).toEqual(['topps', 'chrome', 'julio', 'rodriguez']);
  });

  it.each([
    'Tommy Edman 2023 Topps Heritage #132 #261 you get both',
    'LIVE BREAK 2025 Donruss Optic Texans spot 1/19 CJ Stroud',
    '2025 Topps Chrome Gunnar Henderson + Jackson Holliday (2) card lot',
    'Bobby Witt Jr x3 2024 Topps Series 1 RC',
  ])('%s (lots and breaks naming players) is not one card', (title) => {
    expect(parse(title).kind).toBe('not_a_single_card');
  });

  it('keeps a card whose series name holds a memorabilia word', () => {
    expect(parse('2025 Contenders Bryce Young Rookie Ticket Auto #101').kind).toBe('card');
    expect(parse('Patrick Sharp Blackhawks 100th Ticket to Greatness #TG-PS').kind).toBe('card');
  });
});
