import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { CardImport, SeriesImport } from '../ingest.types';
import { parseChecklistWorkbook } from './parse-workbook';
import type { ParsedChecklist } from './parser.types';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/fixtures/checklists/${name}`, import.meta.url));

function series(parsed: ParsedChecklist, name: string): SeriesImport {
  const found = parsed.checklist.series.find((s) => s.name === name);
  if (!found) throw new Error(`no series ${name}`);
  return found;
}

function card(s: SeriesImport, number: string): CardImport {
  const found = s.cards.find((c) => c.cardNumber === number);
  if (!found) throw new Error(`no card ${number} in ${s.name}`);
  return found;
}

describe('parseChecklistWorkbook on real checklists', () => {
  it('reads a section sheet with team cards, multi-player cards, rookies and accents', async () => {
    const parsed = await parseChecklistWorkbook(
      fixture('2023-Topps-Chrome-Sapphire-Baseball-Checklist.xlsx'),
    );
    expect(parsed.checklist.set).toEqual({
      name: 'Topps Chrome Sapphire',
      year: 2023,
      manufacturer: 'Topps',
      organization: 'MLB',
    });
    expect(parsed.listedCards).toBe(660);
    const base = series(parsed, 'Base');
    expect(base.isBase).toBe(true);
    expect(base.cards).toHaveLength(660);
    expect(card(base, '1').players).toEqual([
      { firstName: 'Juan', lastName: 'Soto', nickName: null, teamName: 'San Diego Padres' },
    ]);
    const teamCard = card(base, '84');
    expect(teamCard.players).toEqual([]);
    expect(teamCard.teamNames).toEqual(['Toronto Blue Jays']);
    expect(teamCard.notes).toBe('Team Card');
    const combo = card(base, '113');
    expect(combo.players.map((p) => p.lastName)).toEqual(['Betts', 'Bellinger', 'Lux', 'Freeman', 'Muncy']);
    expect(new Set(combo.players.map((p) => p.teamName))).toEqual(new Set(['Los Angeles Dodgers']));
    const leaders = card(base, '241');
    expect(leaders.players.map((p) => [p.lastName, p.teamName])).toEqual([
      ['Tucker', 'Houston Astros'],
      ['Ramírez', 'Cleveland Guardians'],
      ['Judge', 'New York Yankees'],
    ]);
    expect(card(base, '256').players[0]).toMatchObject({ firstName: 'José', lastName: 'Ramírez' });
  });

  it('keeps the "1/1" print run that Excel stored as a date', async () => {
    const parsed = await parseChecklistWorkbook(fixture('2020-Leaf-Valiant-Baseball-Checklist.xlsx'));
    const plates = series(parsed, 'Flashback 2019 Base Autographs Printing Plates');
    expect(plates.cards.map((c) => c.printRun)).toEqual([1, 1, 1, 1]);
    expect(card(plates, 'BA-JHB')).toMatchObject({
      isAutograph: true,
      players: [{ firstName: 'Ji-Hwan', lastName: 'Bae' }],
    });
    const red = series(parsed, 'Base Autographs Red');
    expect(red).toMatchObject({ parentName: 'Base Autographs', colorName: 'Red', colorHex: '#dc2626' });
    expect(red).toMatchObject({ printRunDisplay: '1/1', minPrintRun: 1, maxPrintRun: 1, cards: [] });
    expect(series(parsed, 'Base Autographs Blue')).toMatchObject({ printRunDisplay: '/50', maxPrintRun: 50 });
  });

  it('reads a vintage sheet with card numbers like 1T', async () => {
    const parsed = await parseChecklistWorkbook(fixture('1984-Topps-Traded-Baseball-Checklist.xlsx'));
    expect(parsed.checklist.set).toMatchObject({ name: 'Topps Traded', year: 1984, manufacturer: 'Topps' });
    expect(parsed.listedCards).toBe(132);
    expect(parsed.rejected).toEqual([]);
    expect(card(series(parsed, 'Base'), '1T').players).toEqual([
      { firstName: 'Willie', lastName: 'Aikens', nickName: null, teamName: 'Toronto Blue Jays' },
    ]);
  });

  it('reads a flat Master sheet and takes the parallels from the section sheets', async () => {
    const parsed = await parseChecklistWorkbook(
      fixture('2020-Topps-Chrome-Update-Sapphire-Edition-Baseball-Checklist.xlsx'),
    );
    expect(parsed.layouts.Master).toBe('flat');
    expect(parsed.listedCards).toBe(341);
    const base = series(parsed, 'Base');
    expect(base.cards).toHaveLength(300);
    expect(card(base, 'U-1')).toMatchObject({
      notes: 'Rookie Debut',
      players: [{ firstName: 'Bo', lastName: 'Bichette' }],
    });
    expect(card(base, 'U-3').players.map((p) => p.lastName)).toEqual(['Turner', 'Difo']);
    expect(series(parsed, 'Autographs').cards.every((c) => c.isAutograph)).toBe(true);
  });

  it('turns colour-matrix columns into parallels with their own cards', async () => {
    const parsed = await parseChecklistWorkbook(fixture('2020-Leaf-Flash-Baseball-Checklist.xlsx'));
    expect(parsed.layouts.Master).toBe('matrix');
    expect(parsed.listedCards).toBe(196);
    // the master's "Base Auto - XRC" lists the cards of the block "Base Autographs Checklist": the block's title
    const blue = series(parsed, 'Base Autographs Blue');
    expect(blue).toMatchObject({ parentName: 'Base Autographs', colorName: 'Blue', printRunDisplay: '/50' });
    expect(blue.cards.length).toBeGreaterThan(0);
    expect(card(blue, 'BA-AS1').printRun).toBe(50);
  });

  it('joins players split by separator cells and keeps parallels per insert', async () => {
    const parsed = await parseChecklistWorkbook(
      fixture('2023-Topps-Dynamic-Duals-Baseball-Checklist-1.xlsx'),
    );
    const base = series(parsed, 'Base');
    expect(card(base, '2').players).toEqual([
      { firstName: 'Vladimir', lastName: 'Guerrero Jr.', nickName: null, teamName: 'Toronto Blue Jays' },
      { firstName: 'Alek', lastName: 'Manoah', nickName: null, teamName: 'Toronto Blue Jays' },
    ]);
    expect(series(parsed, 'Gold')).toMatchObject({
      parentName: 'Base',
      printRunDisplay: '1/1',
      colorHex: '#d4af37',
    });
    expect(series(parsed, 'Bash Battle Red')).toMatchObject({ parentName: 'Bash Battle', maxPrintRun: 10 });
  });

  it('numbers cards of sheets without card numbers in sheet order, with a warning', async () => {
    const parsed = await parseChecklistWorkbook(fixture('2025-Topps-205-Baseball-Checklist.xlsx'));
    const base = series(parsed, 'Base');
    expect(base.cards).toHaveLength(300);
    expect(card(base, '1').players[0]).toMatchObject({ firstName: 'Shohei', lastName: 'Ohtani' });
    expect(parsed.warnings.some((w) => /without card numbers/.test(w.message))).toBe(true);
    for (const r of parsed.rejected)
      expect(r).toMatchObject({ sheet: expect.any(String), row: expect.any(Number) });
  });

  it('folds rows repeating one card number (error and corrected versions) into one card', async () => {
    const parsed = await parseChecklistWorkbook(fixture('1984-Donruss-Baseball-Checklist.xlsx'));
    const kings = series(parsed, 'Diamond Kings');
    expect(kings.cards).toHaveLength(26);
    expect(card(kings, '1')).toMatchObject({ notes: 'ERR, Perez Steel', players: [{ lastName: 'Yount' }] });
    expect(parsed.rejected.every((r) => r.sheet === 'CL' && r.row > 0)).toBe(true);
  });
});
