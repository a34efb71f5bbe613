import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { AGGREGATE_TYPES, recomputeAggregate } from '@/modules/aggregates';
import { ingestChecklist } from './ingest.service';
import type { ChecklistImport } from './ingest.types';
import { testEvents } from '@/test/test-events';

const topps: ChecklistImport = {
  set: { name: 'Topps Chrome', year: 2024, manufacturer: 'Topps', organization: 'MLB' },
  series: [
    {
      name: 'Base',
      isBase: true,
      cards: [
        {
          cardNumber: '1',
          players: [{ firstName: 'Shohei', lastName: 'Ohtani', teamName: 'Los Angeles Dodgers' }],
        },
        {
          cardNumber: '2',
          isRookie: true,
          players: [{ firstName: 'José', lastName: 'Ramírez', teamName: 'Cleveland Guardians' }],
        },
        {
          cardNumber: '3',
          players: [
            { firstName: 'Aaron', lastName: 'Judge', teamName: 'New York Yankees' },
            { firstName: 'Juan', lastName: 'Soto', teamName: 'New York Yankees' },
          ],
        },
        { cardNumber: '4', players: [], teamNames: ['Chicago Cubs'], notes: 'Team Card' },
      ],
    },
    {
      name: 'Gold Refractors',
      isBase: false,
      parentName: 'Base',
      colorName: 'Gold',
      colorHex: '#d4af37',
      printRunDisplay: '/50',
      minPrintRun: 50,
      maxPrintRun: 50,
      cards: [],
    },
    {
      name: 'Rookie Autographs',
      isBase: false,
      cards: [
        {
          cardNumber: 'RA-JR',
          isAutograph: true,
          isRookie: true,
          players: [{ firstName: 'Jose', lastName: 'Ramirez', teamName: 'CLE' }],
        },
      ],
    },
  ],
};

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(statement)).rows;

/** Every stored aggregate next to the count computed from scratch; equal when the aggregates are right. */
async function aggregateMismatches() {
  return rows(sql`
    select 'series' kind, series_id id from series s where card_count <> (select count(*) from cards where series_id = s.series_id)
      or rookie_count <> (select count(*) from cards where series_id = s.series_id and is_rookie)
      or parallel_count <> (select count(*) from series p where p.parallel_of_series = s.series_id)
    union all
    select 'set', set_id from sets t where card_count <> (select count(*) from cards c join series s using (series_id) where s.set_id = t.set_id)
      or series_count <> (select count(*) from series where set_id = t.set_id)
    union all
    select 'player', player_id from players p where card_count <> (select count(distinct card_id) from card_player_teams where player_id = p.player_id)
      or rc_count <> (select count(distinct c.card_id) from card_player_teams x join cards c using (card_id) where x.player_id = p.player_id and c.is_rookie)
    union all
    select 'team', team_id from teams t where card_count <> (select count(distinct card_id) from card_player_teams where team_id = t.team_id)
      or player_count <> (select count(distinct player_id) from card_player_teams where team_id = t.team_id)
    union all
    select 'player_team', player_team_id from player_teams pt where card_count <> (select count(distinct card_id) from card_player_teams x where x.player_id = pt.player_id and x.team_id = pt.team_id)`);
}

describe('ingestChecklist', () => {
  it('writes the set, its series and parallels with their cards, players and teams', async () => {
    const report = await ingestChecklist(database.db, topps, testEvents);
    expect(report).toMatchObject({
      set: { name: 'Topps Chrome', year: 2024 },
      series: 3,
      parallels: 1,
      listedCards: 5,
      cards: 9,
      cardsCreated: 9,
      playersCreated: 4,
      teamsCreated: 0,
    });
    const gold = await rows<{ card_number: string; print_run: number; parent: string }>(sql`
      select c.card_number, c.print_run, p.name parent from cards c join series s using (series_id)
      join series p on p.series_id = s.parallel_of_series where s.name = 'Gold Refractors' order by c.card_number`);
    expect(gold).toEqual(
      ['1', '2', '3', '4'].map((n) => ({ card_number: n, print_run: 50, parent: 'Base' })),
    );
    const [series] = await rows<{ parallel_count: number; card_count: number; rookie_count: number }>(
      sql`select parallel_count, card_count, rookie_count from series where name = 'Base'`,
    );
    expect(series).toEqual({ parallel_count: 1, card_count: 4, rookie_count: 1 });
  });

  it('matches players accent- and case-insensitively and teams by abbreviation', async () => {
    const ramirez = await rows<{ first_name: string; card_count: number; rc_count: number }>(
      sql`select first_name, card_count, rc_count from players where last_name ilike 'ram%rez'`,
    );
    // base #2, its gold parallel and the autograph: one player with three cards, all rookies
    expect(ramirez).toEqual([{ first_name: 'José', card_count: 3, rc_count: 3 }]);
    const [team] = await rows<{ card_count: number; player_count: number }>(
      sql`select card_count, player_count from teams where abbreviation = 'CLE'`,
    );
    expect(team).toEqual({ card_count: 3, player_count: 1 });
  });

  it('links multi-player cards to every player and team cards to the team alone', async () => {
    const links = await rows<{ card_number: string; player: string | null; team: string }>(sql`
      select c.card_number, p.last_name player, t.abbreviation team from card_player_teams x
      join cards c using (card_id) join series s using (series_id) left join players p using (player_id)
      join teams t using (team_id) where s.name = 'Base' and c.card_number in ('3', '4') order by c.card_number, x.sort_order`);
    expect(links).toEqual([
      { card_number: '3', player: 'Judge', team: 'NYY' },
      { card_number: '3', player: 'Soto', team: 'NYY' },
      { card_number: '4', player: null, team: 'CHC' },
    ]);
  });

  it('adds nothing when the same checklist is ingested again', async () => {
    const before = await rows(sql`select count(*)::int n from cards`);
    const linksBefore = await rows(sql`select count(*)::int n from card_player_teams`);
    expect(linksBefore).toEqual([{ n: 11 }]);
    const report = await ingestChecklist(database.db, topps, testEvents);
    expect(report).toMatchObject({ cardsCreated: 0, playersCreated: 0, teamsCreated: 0, cards: 9 });
    expect(await rows(sql`select count(*)::int n from cards`)).toEqual(before);
    expect(await rows(sql`select count(*)::int n from card_player_teams`)).toEqual(linksBefore);
  });

  it('keeps every aggregate equal to a fresh count', async () => {
    expect(await aggregateMismatches()).toEqual([]);
  });

  it('writes nothing of a checklist that fails half way', async () => {
    const broken: ChecklistImport = {
      set: { name: 'Broken Set', year: 2023, manufacturer: 'Topps' },
      series: [
        {
          name: 'Base',
          isBase: true,
          cards: [{ cardNumber: '1', players: [{ firstName: 'New', lastName: 'Guy' }] }],
        },
        { name: 'Bad', isBase: false, cards: [{ cardNumber: '2', printRun: 1.5, players: [] }] },
      ],
    };
    await expect(ingestChecklist(database.db, broken, testEvents)).rejects.toThrow();
    expect(await rows(sql`select 1 from sets where name = 'Broken Set'`)).toEqual([]);
    expect(await rows(sql`select 1 from players where last_name = 'Guy'`)).toEqual([]);
  });

  it('recomputes each aggregate type the admin dashboard offers', async () => {
    await database.db.execute(
      sql`update series set card_count = 0, rookie_count = 0, card_entered_count = 99`,
    );
    await database.db.execute(sql`update sets set card_count = 0`);
    await database.db.execute(sql`update players set card_count = 0, rc_count = 0`);
    await database.db.execute(sql`update teams set card_count = 0, player_count = 0`);
    await database.db.execute(sql`update player_teams set card_count = 0`);
    for (const type of AGGREGATE_TYPES) await recomputeAggregate(database.db, type);
    expect(await aggregateMismatches()).toEqual([]);
    const entered = await rows(sql`select distinct card_entered_count n from series`);
    expect(entered.length).toBeGreaterThan(0);
    expect(entered).not.toContainEqual({ n: 99 });
  });
});
