import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { ingestChecklist } from '../ingest.service';
import { parseGrids } from '../parser/parse-workbook';
import type { ParsedChecklist, SheetGrid } from '../parser/parser.types';
import { loadGrids } from '../parser/sheet-grid';
import { addFigures, checklistFigures, emptyFigures, percent } from './checklist-figures';
import { testEvents } from '@/test/test-events';

/** Real checklists copied from the shared set: a vintage block sheet, a master with a matrix, hockey, tennis, basketball. */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const files = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.xlsx'))
  .sort();
const parsed = new Map<string, { grids: SheetGrid[]; parsed: ParsedChecklist }>();
const LEAF = '2025-Leaf-Spectacular-Baseball-Checklist.xlsx';
const FLAWLESS = '2023-Panini-Flawless-Baseball-Checklist.xlsx';
const OPTIC_FOOTBALL = '2025-Donruss-Optic-Football-Checklist.xlsx';

let database: Database;
beforeAll(async () => {
  for (const file of files) {
    const grids = await loadGrids(await readFile(path.join(FIXTURES, file)), file);
    parsed.set(file, { grids, parsed: parseGrids(grids, file) });
  }
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.close());

describe('checklist quality on real checklists (fails if the figures fall)', () => {
  it('keeps the parser figures at or above those measured', () => {
    const total = emptyFigures();
    // the Leaf, Panini and Donruss masters (below) have floors of their own
    for (const [file, { grids, parsed: one }] of parsed)
      if (![LEAF, FLAWLESS, OPTIC_FOOTBALL].includes(file)) addFigures(total, checklistFigures(grids, one));
    expect(percent(total.sectionsExact, total.sections)).toBeGreaterThanOrEqual(96);
    expect(percent(total.masterCardsRight, total.masterCards)).toBeGreaterThanOrEqual(97.5);
    expect(percent(total.parallelsAttached, total.parallelLines)).toBeGreaterThanOrEqual(99.5);
    expect(total.cardsWithoutPlayer).toBe(0);
    expect(total.junkTeams).toEqual([]);
  });

  it('reads a Leaf master by its Subset column, not by the product name in its Set column', () => {
    const { grids, parsed: leaf } = parsed.get(LEAF)!;
    const base = leaf.checklist.series.find((s) => s.name === 'Base' && !s.parentName);
    expect(base?.cards).toHaveLength(100);
    expect(leaf.checklist.series.some((s) => s.name === '2025 Leaf Spectacular Baseball')).toBe(false);
    const figures = checklistFigures(grids, leaf);
    expect(figures.sectionsExact).toBeGreaterThanOrEqual(40);
  });

  it('reads a football master whose memorabilia sets it lists only in their versions: the blocks are the sets', () => {
    const { grids, parsed: optic } = parsed.get(OPTIC_FOOTBALL)!;
    const figures = checklistFigures(grids, optic);
    expect(figures.sections).toBeGreaterThanOrEqual(51);
    expect(figures.sectionMisses).toEqual([]);
    expect(figures.parallelsAttached).toBeGreaterThanOrEqual(figures.parallelLines - 1);
    const threads = optic.checklist.series.filter((s) => /^Donruss Threads/.test(s.name));
    expect(
      threads.map((s) => [s.name, s.parentName ?? null, s.cards.length, s.printRunDisplay ?? null]),
    ).toEqual([
      ['Donruss Threads', null, 16, null],
      ['Donruss Threads Black Pandora', 'Donruss Threads', 16, '/25'],
      ['Donruss Threads Blue Hyper', 'Donruss Threads', 16, null],
      ['Donruss Threads Gold', 'Donruss Threads', 16, '/10'],
      ['Donruss Threads Gold Vinyl', 'Donruss Threads', 16, '1/1'],
      ['Donruss Threads Ice', 'Donruss Threads', 16, '/49'],
      ['Donruss Threads Neon Blue', 'Donruss Threads', 16, null],
      ['Donruss Threads Neon Green', 'Donruss Threads', 16, '/149'],
      ['Donruss Threads Neon Orange', 'Donruss Threads', 16, '/49'],
      ['Donruss Threads Neon Yellow', 'Donruss Threads', 16, '/99'],
    ]);
  });

  it('reads a Panini master with its block sheets: every block with its count, every parallel line on its set', () => {
    const { grids, parsed: flawless } = parsed.get(FLAWLESS)!;
    const figures = checklistFigures(grids, flawless);
    expect(figures.sections).toBeGreaterThanOrEqual(90);
    expect(figures.sectionMisses).toEqual([]);
    expect(figures.parallelsAttached).toBe(figures.parallelLines);
    const duals = flawless.checklist.series.filter((s) => /^Dual Legends Materials/.test(s.name));
    expect(duals.map((s) => [s.name, s.parentName ?? null, s.cards.length])).toEqual([
      ['Dual Legends Materials', null, 29],
      ['Dual Legends Materials Emerald', 'Dual Legends Materials', 27],
      ['Dual Legends Materials Gold', 'Dual Legends Materials', 22],
      ['Dual Legends Materials Platinum', 'Dual Legends Materials', 29],
      ['Dual Legends Materials Ruby', 'Dual Legends Materials', 12],
      ['Dual Legends Materials Sapphire', 'Dual Legends Materials', 16],
    ]);
  });

  it('files the 1984 Donruss base cards as Base, not under Rated Rookies', () => {
    const series = parsed.get('1984-Donruss-Baseball-Checklist.xlsx')!.parsed.checklist.series;
    expect(series.map((s) => [s.name, s.cards.length])).toEqual([
      ['Diamond Kings', 26],
      ['Rated Rookies', 20],
      ['Base', 605],
    ]);
  });

  it('stores hockey clubs under the NHL and adds nothing when the same workbooks are ingested again', async () => {
    const chosen = files.filter((file) => /Hockey|Tennis/.test(file)).map((file) => parsed.get(file)!.parsed);
    for (const one of chosen) await ingestChecklist(database.db, one.checklist, testEvents);
    const count = async () =>
      (
        await database.db.execute<{ cards: number; links: number; teams: number; players: number }>(sql`
          select (select count(*)::int from cards) cards, (select count(*)::int from card_player_teams) links,
                 (select count(*)::int from teams) teams, (select count(*)::int from players) players`)
      ).rows[0];
    const before = await count();
    for (const one of chosen) {
      const again = await ingestChecklist(database.db, one.checklist, testEvents);
      expect(again).toMatchObject({ cardsCreated: 0, playersCreated: 0, teamsCreated: 0 });
    }
    expect(await count()).toEqual(before);
    const leagues = await database.db.execute<{ league: string | null; name: string }>(sql`
      select distinct o.abbreviation as league, t.name from card_player_teams x join cards c using (card_id)
      join series s using (series_id) join sets st using (set_id) join teams t using (team_id)
      left join organizations o on o.organization_id = t.organization_id where st.name ilike '%hockey%'`);
    expect(leagues.rows.filter((row) => row.league !== 'NHL')).toEqual([]);
  }, 300_000);
});
