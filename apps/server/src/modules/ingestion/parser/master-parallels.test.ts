import { describe, expect, it } from 'vitest';
import { readCardCells } from './card-cells';
import { parseGrids } from './parse-workbook';
import type { SheetGrid } from './parser.types';

const grid = (name: string, rows: string[][]): SheetGrid => ({
  name,
  rows: rows.flatMap((cells, i) => (cells.length ? [{ row: i + 1, cells }] : [])),
});
const players = ['Tom Seaver', 'Fergie Jenkins', 'Jacob deGrom', 'Shane Bieber', 'Blake Snell'];
const subset = (name: string, runs: string[] = []) =>
  players.map((player, i) => [name, String(i + 1), player, 'New York Mets', runs[i] ?? '']);

describe('master subsets that list a set again', () => {
  it('reads them as parallels of that set, with the print runs the block sheet declares', () => {
    const master = grid('Master', [
      ...subset('Aces'),
      ...subset('Aces Mosaic Green'),
      ...subset('Aces Mosaic Reactive Blue'),
      ...subset('Aces Signatures'),
      ...subset('Aces Gold', ['/10', '/10', '/10', '/10', '/10']),
    ]);
    const block = grid('Inserts', [
      ['Aces Checklist'],
      ['5 cards.'],
      ['Parallels:'],
      ['Green Mosaic'],
      ['Blue Reactive Mosaic - /99'],
      ...players.map((player, i) => [String(i + 1), player, 'New York Mets']),
    ]);
    const parsed = parseGrids([master, block], '2021-Panini-Mosaic-Baseball-Checklist.xlsx');
    const shape = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null, s.maxPrintRun ?? null]);
    expect(shape).toEqual([
      ['Aces', null, null],
      ['Aces Signatures', null, null],
      ['Aces Mosaic Green', 'Aces', null],
      ['Aces Mosaic Reactive Blue', 'Aces', 99],
      ['Aces Gold', 'Aces', 10],
    ]);
    expect(parsed.listedCards).toBe(25);
  });

  it('never reads an autograph subset as a parallel of a subset titled "… Cards Checklist"', () => {
    const master = grid('Master', [
      ...subset('1964 Topps Oversized Cards Checklist'),
      ...subset('1964 Topps Oversized Autographs'),
    ]);
    const parsed = parseGrids([master], '2020-Topps-Archives-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.filter((s) => s.parentName)).toEqual([]);
  });
});

describe('master subsets of another kind', () => {
  it('keeps "… Signatures Materials" a set of its own, with its own parallels, beside "… Signatures"', () => {
    const master = grid('Master', [
      ...subset('18U Signatures'),
      ...subset('18U Signatures Gold', ['/10', '/10', '/10', '/10', '/10']),
      ...subset('18U Signatures Materials'),
      ...subset('18U Signatures Materials Prime', ['/25', '/25', '/25', '/25', '/25']),
    ]);
    const parsed = parseGrids([master], '2024-Panini-Stars-Stripes-USA-Baseball-Checklist.xlsx');
    const shape = parsed.checklist.series.map((s) => [s.name, s.parentName ?? null]);
    expect(shape).toEqual([
      ['18U Signatures', null],
      ['18U Signatures Materials', null],
      ['18U Signatures Gold', '18U Signatures'],
      ['18U Signatures Materials Prime', '18U Signatures Materials'],
    ]);
  });

  it('reads a subset listing a card its parent lacks ("no base version") as the parent\'s parallel', () => {
    const master = grid('Master', [
      ...subset('Legends').slice(0, 4),
      ...subset('Legends Championship', ['1/1', '1/1', '1/1', '1/1', '1/1']),
    ]);
    const parsed = parseGrids([master], '2021-Panini-Contenders-Baseball-Checklist.xlsx');
    const championship = parsed.checklist.series.find((s) => s.name === 'Legends Championship')!;
    expect([championship.parentName, championship.cards.length]).toEqual(['Legends', 5]);
  });
});

describe('a block that counts a master subset as a set with parallels of its own', () => {
  it('keeps it a set beside the set its title extends, its parallels hanging on it, "no base version" cards and players listed in another order included', () => {
    const gear = players.map((player, i) => [String(i + 1), player, 'New York Mets']);
    const duals = players.map((player, i) => [String(i + 1), `${player} / Pete Alonso`, 'New York Mets']);
    const swapped = duals.map(([n, names, team]) => [n!, names!.split(' / ').reverse().join(' / '), team!]);
    const master = grid('Master', [
      ...gear.map((row) => ['Game Gear Materials', ...row]),
      ...gear.map((row) => ['Game Gear Materials Green', ...row]),
      ...duals.slice(0, 3).map((row) => ['Game Gear Materials Duals', ...row]),
      ...swapped.map((row) => ['Game Gear Materials Duals Green', ...row, '/5']),
    ]);
    const blocks = grid('Memorabilia', [
      ['Game Gear Materials Checklist'],
      ['5 cards.'],
      ['Parallels:'],
      ['Green - /5'],
      ...gear,
      ['Game Gear Materials Duals Checklist'],
      ['5 cards.'],
      ['Parallels:'],
      ['Green - /5 or less'],
      ...duals.map((row, i) => (i < 3 ? row : [...row, '- no base version'])),
    ]);
    const parsed = parseGrids([master, blocks], '2021-Panini-National-Treasures-Baseball-Checklist.xlsx');
    const shape = parsed.checklist.series.map(
      (s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`,
    );
    expect(shape).toEqual([
      'Game Gear Materials: 5',
      'Game Gear Materials Duals: 5',
      'Game Gear Materials Green < Game Gear Materials: 5',
      'Game Gear Materials Duals Green < Game Gear Materials Duals: 5',
    ]);
  });
});

describe("a master parallel naming its colour inside the set's title", () => {
  it('reads "Debut Materials Signature Holo Gold Booklet" as a parallel of "… Signature Booklet", never "… Duals … Booklet"', () => {
    const debut = players.map((player, i) => [String(i + 1), player, 'New York Mets']);
    const master = grid('Master', [
      ...debut.slice(0, 1).map((row) => ['Debut Materials Signature Booklet', ...row]),
      ...debut.map((row) => ['Debut Materials Signature Holo Gold Booklet', ...row, '/25']),
      ...debut.map((row) => ['Debut Materials Signature Duals Holo Gold Booklet', ...row, '/25']),
    ]);
    const blocks = grid('Autographs', [
      ['Debut Materials Signature Booklet Checklist'],
      ['5 cards.'],
      ['Parallels:'],
      ['Gold Holo - /25'],
      ...debut.map((row, i) => (i === 0 ? row : [...row, '- no base version'])),
      ['Debut Materials Signature Duals Holo Gold Booklet Checklist'],
      ['5 cards.'],
      ...debut,
    ]);
    const parsed = parseGrids([master, blocks], '2021-Panini-National-Treasures-Baseball-Checklist.xlsx');
    const shape = parsed.checklist.series.map(
      (s) => `${s.name}${s.parentName ? ` < ${s.parentName}` : ''}: ${s.cards.length}`,
    );
    expect(shape).toEqual([
      'Debut Materials Signature Booklet: 5',
      'Debut Materials Signature Duals Holo Gold Booklet: 5',
      'Debut Materials Signature Holo Gold Booklet < Debut Materials Signature Booklet: 5',
    ]);
  });
});

describe("a printing-plates line beside the master's plate colours", () => {
  it('adds no fifth "Printing Plates" parallel repeating every card beside Black, Cyan, Magenta and Yellow', () => {
    const gear = players.map((player, i) => [String(i + 1), player, 'New York Mets']);
    const master = grid('Master', [
      ...gear.map((row) => ['Game Gear Materials', ...row]),
      ...['Black', 'Cyan', 'Magenta', 'Yellow'].flatMap((colour) =>
        gear.map((row) => [`Game Gear Materials Printing Plates ${colour}`, ...row, '1/1']),
      ),
    ]);
    const blocks = grid('Memorabilia', [
      ['Game Gear Materials Checklist'],
      ['5 cards.'],
      ['Parallels:'],
      ['Printing Plates - 1/1 (each has Black, Cyan, Magenta and Yellow versions)'],
      ...gear,
    ]);
    const parsed = parseGrids([master, blocks], '2021-Panini-National-Treasures-Baseball-Checklist.xlsx');
    expect(parsed.checklist.series.map((s) => s.name)).toEqual([
      'Game Gear Materials',
      'Game Gear Materials Printing Plates Black',
      'Game Gear Materials Printing Plates Cyan',
      'Game Gear Materials Printing Plates Magenta',
      'Game Gear Materials Printing Plates Yellow',
    ]);
  });
});

describe('separator cells', () => {
  it('reads a club after a separator as the player’s team, and a name as a second player', () => {
    const team = readCardCells('Autographs', 3, 'TFAP2-AP', [
      { text: 'Andy Pettitte' },
      { text: ',' },
      { text: 'Houston Astros' },
    ]);
    expect([team.names, team.teams]).toEqual([['Andy Pettitte'], ['Houston Astros']]);
    const pair = readCardCells('Autographs', 4, 'DA-1', [
      { text: 'Roger Clemens' },
      { text: '/' },
      { text: 'Ty Madden' },
    ]);
    expect(pair.names).toEqual(['Roger Clemens', 'Ty Madden']);
  });
});
