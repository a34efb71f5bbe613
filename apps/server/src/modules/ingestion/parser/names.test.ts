import { describe, expect, it } from 'vitest';
import { readCardCells } from './card-cells';
import { cardFromRow } from './card-builder';
import { splitPlayerName, splitPlayerNames, stripRookieMark } from './names';
import { parseParallelLine } from './parallels';
import { setInfoFromFileName } from './set-info';

const flags = { isAutograph: false, isRelic: false };

describe('player names', () => {
  it('splits first and last names with suffixes, particles, one-word names and nicknames', () => {
    expect(splitPlayerName('Ronald Acuña Jr.')).toEqual({
      firstName: 'Ronald',
      lastName: 'Acuña Jr.',
      nickName: null,
    });
    expect(splitPlayerName('Elly De La Cruz')).toMatchObject({ firstName: 'Elly', lastName: 'De La Cruz' });
    expect(splitPlayerName('Ken Griffey, Jr.')).toMatchObject({ firstName: 'Ken', lastName: 'Griffey Jr.' });
    expect(splitPlayerName('Cal Ripken III')).toMatchObject({ firstName: 'Cal', lastName: 'Ripken III' });
    expect(splitPlayerName('Ichiro')).toEqual({ firstName: 'Ichiro', lastName: '', nickName: null });
    expect(splitPlayerName('Mark "The Bird" Fidrych')).toEqual({
      firstName: 'Mark',
      lastName: 'Fidrych',
      nickName: 'The Bird',
    });
    expect(splitPlayerName("Travis d'Arnaud")).toMatchObject({ firstName: 'Travis', lastName: "d'Arnaud" });
    expect(splitPlayerName('Cam Ward,')).toMatchObject({ firstName: 'Cam', lastName: 'Ward' });
  });

  it('strips rookie marks and splits multi-player names', () => {
    expect(stripRookieMark('Bobby Witt Jr. (RC)')).toEqual({ text: 'Bobby Witt Jr.', rookie: true });
    expect(stripRookieMark('Jackson Holliday RC')).toEqual({ text: 'Jackson Holliday', rookie: true });
    expect(stripRookieMark('Andrés Muñoz')).toEqual({ text: 'Andrés Muñoz', rookie: false });
    expect(splitPlayerNames('Aaron Judge / Juan Soto / Giancarlo Stanton')).toEqual([
      'Aaron Judge',
      'Juan Soto',
      'Giancarlo Stanton',
    ]);
  });

  it("splits names an export ran together, and keeps a surname's own capitals whole", () => {
    expect(splitPlayerNames('Tim AndersonNick Madrigal')).toEqual(['Tim Anderson', 'Nick Madrigal']);
    expect(splitPlayerNames('Joe DiMaggioMickey MantleYogi BerraBabe Ruth')).toEqual([
      'Joe DiMaggio',
      'Mickey Mantle',
      'Yogi Berra',
      'Babe Ruth',
    ]);
    expect(splitPlayerNames('Adrian BeltreCC Sabathia')).toEqual(['Adrian Beltre', 'CC Sabathia']);
    expect(splitPlayerNames('A.J. PukJesus Luzardo')).toEqual(['A.J. Puk', 'Jesus Luzardo']);
    expect(splitPlayerNames('IchiroAlbert Pujols')).toEqual(['Ichiro', 'Albert Pujols']);
    expect(splitPlayerNames('Jazz Chisholm Jr.Ozzie Albies')).toEqual(['Jazz Chisholm Jr.', 'Ozzie Albies']);
    expect(splitPlayerNames("Ke'Bryan HayesRyan Mountcastle")).toEqual([
      "Ke'Bryan Hayes",
      'Ryan Mountcastle',
    ]);
    // the same export repeats a player after a dash
    expect(splitPlayerNames('Dylan CarlsonRandy Arozarena - Randy Arozarena')).toEqual([
      'Dylan Carlson',
      'Randy Arozarena',
    ]);
    for (const whole of [
      'Ed VandeBerg',
      'Brendan McKay',
      'Triston McKenzie',
      'Joe DiMaggio',
      'DJ LeMahieu',
      'Josh VanMeter',
      'Anthony DeSclafani',
      'Jake DeLaCruz',
      'Randy St.Claire',
      "Travis d'Arnaud",
      'YordanAlvarez',
      'TreVeyon Jones',
      'Kwang-Hyun Kim',
      'Cristobal Huet "CristoWall"',
    ])
      expect(splitPlayerNames(whole)).toEqual([whole]);
  });

  it('builds checklist and team cards without players', () => {
    const checklist = cardFromRow(
      readCardCells('Base', 9, '660', [{ text: 'CL: Cubs / Reds' }, { text: 'Chicago Cubs' }]),
      flags,
    );
    expect(checklist.players).toEqual([]);
    expect(checklist.teamNames).toContain('Chicago Cubs');
    const rookie = cardFromRow(
      readCardCells('Base', 10, '5', [
        { text: 'Agustín Ramírez' },
        { text: 'RC' },
        { text: 'Miami Marlins' },
      ]),
      flags,
    );
    expect(rookie).toMatchObject({
      isRookie: true,
      players: [{ firstName: 'Agustín', lastName: 'Ramírez', teamName: 'Miami Marlins' }],
    });
  });
});

describe('parallel lines and file names', () => {
  it('reads parallel names, colours and print runs', () => {
    expect(parseParallelLine('Gold Refractors - /50')).toEqual({
      name: 'Gold Refractors',
      colorName: 'Gold',
      colorHex: '#d4af37',
      printRunDisplay: '/50',
      minPrintRun: 50,
      maxPrintRun: 50,
    });
    expect(parseParallelLine('Superfractors - 1/1')).toMatchObject({
      name: 'Superfractors',
      printRunDisplay: '1/1',
      maxPrintRun: 1,
    });
    expect(parseParallelLine('Pink Refractors - 5 per retail value pack')).toMatchObject({
      colorName: 'Pink',
      printRunDisplay: null,
    });
    expect(parseParallelLine('Aqua - /199 or less')).toMatchObject({
      printRunDisplay: '/199',
      minPrintRun: 1,
      maxPrintRun: 199,
    });
    expect(parseParallelLine('1:24 packs')).toBeNull();
  });

  it('takes year, set, maker and league from the file name', () => {
    expect(setInfoFromFileName('2025-Topps-Update-Checklist.xlsx')).toEqual({
      name: 'Topps Update',
      year: 2025,
      manufacturer: 'Topps',
      organization: 'MLB',
    });
    expect(setInfoFromFileName('2021-Panini-Prizm-Baseball-Checklist-1.xlsx')).toMatchObject({
      name: 'Panini Prizm',
      manufacturer: 'Panini',
    });
    expect(setInfoFromFileName('2025-Donruss-Optic-Football-Checklist.xlsx')).toMatchObject({
      year: 2025,
      organization: 'NFL',
    });
  });
});
