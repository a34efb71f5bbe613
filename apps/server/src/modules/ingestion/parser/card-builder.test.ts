import { describe, expect, it } from 'vitest';
import { buildCards, cardFromRow } from './card-builder';
import { readCardCells } from './card-cells';
import type { RawCardRow } from './parser.types';

const row = (names: string[], teams: string[] = []): RawCardRow => ({
  sheet: 'Base',
  row: 2,
  cardNumber: '84',
  names,
  teams,
  extras: [],
  printRun: null,
});
const flags = { isAutograph: false, isRelic: false };

describe('cardFromRow', () => {
  it('reads a name cell that is exactly a club as a team card, not a player of that name', () => {
    const card = cardFromRow(row(['Boston Red Sox']), flags);
    expect(card.players).toEqual([]);
    expect(card.teamNames).toEqual(['Boston Red Sox']);
    expect(card.notes).toBeNull();
  });

  it('keeps a player whose team is given beside him', () => {
    const card = cardFromRow(row(['Wade Boggs'], ['Boston Red Sox']), flags);
    expect(card.players).toEqual([
      expect.objectContaining({ firstName: 'Wade', lastName: 'Boggs', teamName: 'Boston Red Sox' }),
    ]);
  });
});

describe('cardFromRow: several players or teams on one card', () => {
  it('splits slash-joined players and teams and pairs each player with his club', () => {
    const card = cardFromRow(
      row(['Roger Clemens /Ty Madden'], ['New York Yankees /St. Louis Cardinals']),
      flags,
    );
    expect(card.players.map((p) => [p.lastName, p.teamName])).toEqual([
      ['Clemens', 'New York Yankees'],
      ['Madden', 'St. Louis Cardinals'],
    ]);
  });

  it('splits players and clubs an export ran together and pairs each player with his club', () => {
    const card = cardFromRow(
      row(
        ['Dylan CarlsonRandy Arozarena - Randy Arozarena'],
        ['St. Louis Cardinals - St. Louis CardinalsTampa Bay Rays'],
      ),
      flags,
    );
    expect(card.players.map((p) => [p.firstName, p.lastName, p.teamName])).toEqual([
      ['Dylan', 'Carlson', 'St. Louis Cardinals'],
      ['Randy', 'Arozarena', 'Tampa Bay Rays'],
    ]);
    const teammates = cardFromRow(
      row(['Tim AndersonNick Madrigal'], ['Chicago White Sox - Chicago White Sox']),
      flags,
    );
    expect(teammates.players.map((p) => [p.lastName, p.teamName])).toEqual([
      ['Anderson', 'Chicago White Sox'],
      ['Madrigal', 'Chicago White Sox'],
    ]);
    const negroLeagues = cardFromRow(row(['Cool Papa Bell'], ['Homestead GraysBoston Red Sox']), flags);
    expect(negroLeagues.players.map((p) => p.teamName)).toEqual(['Homestead Grays', 'Boston Red Sox']);
    // a club's own capitals are no second club
    for (const club of ['Everett AquaSox', 'Lehigh Valley IronPigs', 'New YorK Yankees']) {
      const minors = cardFromRow(row(['Julio Rodriguez'], [club]), flags);
      expect(minors.players.map((p) => p.teamName)).toEqual([club]);
    }
  });

  it('keeps every club of one player ("Dodgers / White Sox")', () => {
    const card = cardFromRow(row(['Bo Jackson'], ['Dodgers / White Sox']), flags);
    expect(card.players.map((p) => p.teamName)).toEqual(['Dodgers', 'White Sox']);
  });

  it('never reads flag words, occupations or a league as a team', () => {
    for (const team of ['AUTOGRAPH RELIC', 'CARDS', 'Musician', 'Major League Baseball']) {
      expect(cardFromRow(row(['Ken GriffeyJr.'], [team]), flags).players).toEqual([
        expect.objectContaining({ firstName: 'Ken', lastName: 'Griffey Jr.', teamName: null }),
      ]);
    }
  });

  it('keeps both teams when one card number is listed once per team', () => {
    const cards = buildCards(
      [
        { ...row(['Rickey Henderson'], ['Oakland Athletics']), row: 2 },
        { ...row(['Rickey Henderson'], ['New York Yankees']), row: 3 },
      ],
      flags,
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.players.map((p) => p.teamName)).toEqual(['Oakland Athletics', 'New York Yankees']);
  });

  it('pairs the players of a card listed once per team, all players on each row, by row order', () => {
    const trio = 'Aaron Judge/Mike Trout/Yordan Alvarez';
    const cards = buildCards(
      [
        { ...row([trio], ['New York Yankees']), row: 2 },
        { ...row([trio], ['Los Angeles Angels']), row: 3 },
        { ...row([trio], ['Houston Astros']), row: 4 },
      ],
      flags,
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.players.map((p) => `${p.lastName}@${p.teamName}`)).toEqual([
      'Judge@New York Yankees',
      'Trout@Los Angeles Angels',
      'Alvarez@Houston Astros',
    ]);
    // two rows for three players is not that pattern: every club stays with every player, as before
    const partial = buildCards(
      [
        { ...row([trio], ['New York Yankees']), row: 2 },
        { ...row([trio], ['Los Angeles Angels']), row: 3 },
      ],
      flags,
    );
    expect(partial[0]!.players).toHaveLength(6);
  });
});

describe('cardFromRow: team checklists', () => {
  it('splits a checklist card naming two clubs into both', () => {
    const card = cardFromRow(row(['Dodgers / White Sox Checklist']), flags);
    expect(card.players).toEqual([]);
    expect(card.teamNames).toEqual(['Dodgers', 'White Sox']);
  });
});

describe('a card design printed beside the club (2022 Spotlight 70 layout)', () => {
  const cells = (...texts: string[]) => texts.map((text) => ({ text }));

  it('keeps the club as the team and the design as a note', () => {
    const raw = readCardCells(
      'Base',
      17,
      '6',
      cells('Dustin Pedroia', '-', '2016 Heritage', 'Boston Red Sox'),
    );
    const card = cardFromRow(raw, flags);
    expect(card.players).toEqual([
      expect.objectContaining({ lastName: 'Pedroia', teamName: 'Boston Red Sox' }),
    ]);
    expect(card.notes).toBe('2016 Heritage');
  });

  it('pairs several players with the slash-joined clubs after the design', () => {
    const raw = readCardCells(
      'Rookies',
      39,
      'R-10',
      cells(
        'Josiah Gray / Vidal Brujan',
        '-',
        '1963 Topps Rookie Stars',
        'Washington Nationals / Miami Marlins',
      ),
    );
    expect(cardFromRow(raw, flags).players.map((p) => [p.lastName, p.teamName])).toEqual([
      ['Gray', 'Washington Nationals'],
      ['Brujan', 'Miami Marlins'],
    ]);
  });

  it("files a year's team-leaders card under the row's club, not a club named after the year", () => {
    const raw = readCardCells(
      'Base',
      16,
      '5',
      cells('1987 Astros Leaders', '-', '1987 Topps', 'Houston Astros'),
    );
    const card = cardFromRow(raw, flags);
    expect(card.players).toEqual([]);
    expect(card.teamNames).toEqual(['Houston Astros']);
    expect(card.notes).toContain('1987 Astros Leaders');
  });

  it('still reads a year-led cell as the team when no club follows it', () => {
    const raw = readCardCells('Base', 3, '12', cells('Babe Ruth', '1927 Yankees'));
    expect(raw.teams).toEqual(['1927 Yankees']);
  });
});
