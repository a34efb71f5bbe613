import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportCard } from '@cardbinder/shared';
import { multipartBody } from '@/test/multipart';
import { authHeader } from '@/test/test-app';
import {
  admin,
  catalogue,
  checklist,
  inserts,
  matched,
  post,
  rows,
  setUpImportApp,
  t,
  upload,
} from './card-import-fixtures';

setUpImportApp();
describe('import roles', () => {
  it('401s visitors and 403s users and data_admins on every import call, writing nothing', async () => {
    const file = await checklist();
    expect((await upload(file, 'c.xlsx', {})).statusCode).toBe(401);
    for (const role of ['user', 'data_admin'] as const) {
      const headers = (await authHeader(t, role)).headers;
      expect((await upload(file, 'c.xlsx', headers)).statusCode).toBe(403);
      for (const [url, body] of [
        ['match-cards', { cards: [], seriesId: inserts }],
        ['preview-sql', { matchedCards: [], seriesId: inserts }],
        ['create-cards', { matchedCards: [], seriesId: inserts }],
        ['create-player', { firstName: 'A', lastName: 'B' }],
        ['create-team', { teamName: 'X', abbreviation: 'X', organizationId: 1 }],
        ['create-player-team', { playerId: 1, teamId: 1 }],
      ] as const) {
        expect((await post(url, body, headers)).statusCode).toBe(403);
        expect((await post(url, body, {})).statusCode).toBe(401);
      }
      const progress = await t.app.inject({
        method: 'GET',
        url: '/api/admin/import/match-progress/1',
        headers,
      });
      expect(progress.statusCode).toBe(403);
    }
    expect(await rows(`select 1 from cards where series_id = $1`, [inserts])).toHaveLength(0);
    expect(await rows(`select 1 from players where last_name = 'B'`)).toHaveLength(0);
  });
});

describe('parse-xlsx', () => {
  it('refuses a matching or import call without its list of cards, saying what is missing', async () => {
    for (const call of ['match-cards', 'preview-sql', 'create-cards']) {
      const response = await post(call, { seriesId: inserts });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        'Send the cards read from the file (a list)',
      );
    }
  });

  it('refuses other files, unreadable and header-less workbooks with a 400 that says why', async () => {
    const csv = await upload(Buffer.from('Card Number,Player\n1,Trout'), 'checklist.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({ message: 'Please select an XLSX file' });
    const corrupt = await upload(Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.xlsx');
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json<{ message: string }>().message).toMatch(/^The file cannot be read/);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['just', 'words']);
    const headerless = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json<{ message: string }>().message).toContain(
      'header row with the columns Card Number',
    );
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: 'The file is larger than 10 MB' });
    expect((await upload(await checklist(), 'c.xlsx', admin, 999_999)).statusCode).toBe(404);
    const file = await checklist();
    const two = multipartBody([
      { field: 'file', filename: 'a.xlsx', data: file },
      { field: 'file', filename: 'b.xlsx', data: file },
    ]);
    const twoFiles = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/parse-xlsx',
      payload: two.payload,
      headers: { ...two.headers, ...admin },
    });
    // one file per upload: a second one is refused before it is read
    expect(twoFiles.statusCode).toBe(413);
  });

  it('reads the columns, splits players on "/" and merges consecutive rows of one card', async () => {
    const response = await upload(await checklist([[5, 'Ann Other', 'Nowhere Nine', '', 'Dual']]));
    expect(response.statusCode).toBe(200);
    const { cards } = response.json<{ cards: ImportCard[] }>();
    expect(cards.map((card) => card.cardNumber)).toEqual(['1', '2', '3', '4', '5']);
    expect(cards[1]).toMatchObject({
      isRC: true,
      players: [{ name: 'Julio Rodriguez', teamNames: ['SEA'] }],
    });
    expect(cards[2]).toMatchObject({ isAutograph: true, notes: 'Auto' });
    expect(cards[3]!.players.map((p) => [p.name, p.teamNames])).toEqual([
      ['Mike Trout', ['Los Angeles Angels']],
      ['Shohei Ohtani', ['Los Angeles Angels']],
    ]);
    expect(cards[4]).toMatchObject({ isRC: true, notes: 'Dual', sortOrder: 5 });
    expect(cards[4]!.players.map((p) => p.name)).toEqual(['Zed Newman', 'Ann Other']);
  });
});

describe('other checklist layouts (beyond the spec)', () => {
  it('reads a titled-section checklist with the ingestion reader', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Base');
    sheet.addRow(['Base Set Checklist']);
    sheet.addRow(['3 cards.']);
    sheet.addRow([]);
    sheet.addRow(['1', 'Mike Trout', 'Los Angeles Angels']);
    sheet.addRow(['2', 'Julio Rodríguez', 'Seattle Mariners', 'RC']);
    sheet.addRow(['3', 'Aaron Judge', 'New York Yankees']);
    const response = await upload(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      '2024-Test-Set-Checklist.xlsx',
    );
    expect(response.statusCode).toBe(200);
    const { cards } = response.json<{ cards: ImportCard[] }>();
    expect(cards.map((card) => [card.cardNumber, card.players[0]?.name, card.players[0]?.teamNames])).toEqual(
      [
        ['1', 'Mike Trout', ['Los Angeles Angels']],
        ['2', 'Julio Rodríguez', ['Seattle Mariners']],
        ['3', 'Aaron Judge', ['New York Yankees']],
      ],
    );
    expect(cards[1]!.isRC).toBe(true);
    expect(await rows(`select 1 from sets where name ilike '%test set%'`)).toHaveLength(0);
  });
});

describe('matching and importing', () => {
  it('matches, refuses cards that need work, creates the missing player and team, then imports once', async () => {
    const { cards } = (await upload(await checklist())).json<{ cards: ImportCard[] }>();
    const result = await matched(cards);
    const [trout, julio, trot, duo, unknown] = result;
    expect(trout!.players[0]).toMatchObject({
      selectedPlayer: { playerName: 'Mike Trout', score: 1 },
      teamMatches: { exact: [{ teamName: 'Los Angeles Angels', name: 'Los Angeles Angels' }] },
      playerTeamMatches: [{ playerId: catalogue.players['mike-trout'] }],
    });
    // accents folded, team found by abbreviation
    expect(julio!.players[0]).toMatchObject({
      selectedPlayer: { playerName: 'Julio Rodríguez' },
      teamMatches: { exact: [{ teamName: 'SEA', name: 'Seattle Mariners' }] },
    });
    expect(trot!.players[0]!.selectedPlayer).toBeNull();
    expect(trot!.players[0]!.playerMatches.fuzzy[0]).toMatchObject({ playerName: 'Mike Trout' });
    expect(trot!.players[0]!.playerMatches.fuzzy[0]!.score).toBeLessThan(1);
    expect(duo!.players.map((p) => p.selectedPlayer?.playerName)).toEqual(['Mike Trout', 'Shohei Ohtani']);
    expect(unknown!.players[0]!.teamMatches.exact).toEqual([]);

    const early = await post('create-cards', { matchedCards: result, seriesId: inserts });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toContain('need work');
    expect(early.json<{ message: string }>().message).toContain('3, 5');

    const noOrganization = await post('create-team', { teamName: 'Nowhere Nine', abbreviation: 'NN9' });
    expect(noOrganization.statusCode).toBe(400);
    expect(noOrganization.json()).toMatchObject({
      message: 'Organization ID not available - cannot create team',
    });
    const organizationId = (
      await rows(`select organization_id from organizations where abbreviation = 'MLB'`)
    )[0]!.organization_id as number;
    const team = await post('create-team', {
      teamName: 'Nowhere Nine',
      city: 'Nowhere',
      abbreviation: 'NN9',
      organizationId,
    });
    expect(team.statusCode).toBe(201);
    const player = await post('create-player', { firstName: 'Zed', lastName: 'Newman' });
    expect(player.statusCode).toBe(201);
    const zed = player.json<{ player: { playerId: number; playerName: string } }>().player;
    expect(zed.playerName).toBe('Zed Newman');

    const rematched = await matched(cards);
    rematched[2]!.players[0]!.selectedPlayer = rematched[2]!.players[0]!.playerMatches.fuzzy[0]!;
    expect(rematched[4]!.players[0]!.selectedPlayer).toMatchObject({ playerId: zed.playerId });

    const preview = await post('preview-sql', { matchedCards: rematched, seriesId: inserts });
    expect(preview.statusCode).toBe(200);
    const text = preview.json<{ sql: string }>().sql;
    expect(text).toContain('5 new, 0 changed, 0 already present');
    expect(text).toContain(`VALUES (${inserts}, '2', '2-julio-rodriguez', 2, true, false, false, NULL);`);
    expect(await rows(`select 1 from cards where series_id = $1`, [inserts])).toHaveLength(0);

    const imported = await post('create-cards', { matchedCards: rematched, seriesId: inserts });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      message: 'Successfully imported 5 cards!',
      created: 5,
      updated: 0,
      skipped: 0,
      playerTeamsCreated: 1,
    });
    const stored = await rows(
      `select c.card_number, c.is_rookie, count(cpt.*)::int as pairs from cards c
       join card_player_teams cpt on cpt.card_id = c.card_id where c.series_id = $1
       group by c.card_id order by c.sort_order`,
      [inserts],
    );
    expect(stored.map((row) => [row.card_number, row.is_rookie, row.pairs])).toEqual([
      ['1', false, 1],
      ['2', true, 1],
      ['3', false, 1],
      ['4', false, 2],
      ['5', true, 1],
    ]);
    // the admin card add's effects: one catalogue.cardsChanged event, the series' counts recomputed from it
    const events = await rows(
      `select payload from jobs where payload->>'name' = 'catalogue.cardsChanged'
       and payload->'data'->'seriesIds' @> $1::jsonb`,
      [JSON.stringify([inserts])],
    );
    expect(events).toHaveLength(1);
    const [series] = await rows(`select card_count, rookie_count from series where series_id = $1`, [
      inserts,
    ]);
    expect(series).toMatchObject({ rookie_count: 2 });

    const again = await post('create-cards', { matchedCards: rematched, seriesId: inserts });
    expect(again.json()).toMatchObject({
      message: 'Nothing to import: every card in this file is already in the series',
      created: 0,
      updated: 0,
      skipped: 5,
    });
    expect(await rows(`select 1 from cards where series_id = $1`, [inserts])).toHaveLength(5);
    // the audit trail: the import, and the player and team it created, each once (the repeat added nothing)
    const audit = await rows(
      `select action, target_id, after from audit_log where action in ('series.import', 'player.create', 'team.create')
       order by audit_id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(['team.create', 'player.create', 'series.import']);
    expect(audit[2]).toMatchObject({ target_id: inserts, after: { created: 5, updated: 0, skipped: 0 } });
  });

  it('takes a checklist of thousands of cards (a JSON body over 1 MB)', async () => {
    const angels = {
      teamName: 'Los Angeles Angels',
      teamId: catalogue.teams['los-angeles-angels']!,
      name: 'Los Angeles Angels',
      abbreviation: null,
      primaryColor: null,
      secondaryColor: null,
    };
    const trout = {
      playerId: catalogue.players['mike-trout']!,
      playerName: 'Mike Trout',
      firstName: 'Mike',
      lastName: 'Trout',
      score: 1,
    };
    const matchedCards = Array.from({ length: 3000 }, (_, index) => ({
      sortOrder: index + 1,
      cardNumber: `BIG-${index + 1}`,
      isRC: false,
      isAutograph: false,
      isRelic: false,
      notes: 'n'.repeat(400),
      players: [
        {
          name: 'Mike Trout',
          teamNames: [angels.teamName],
          playerMatches: { exact: [trout], fuzzy: [] },
          teamMatches: { exact: [angels] },
          playerTeamMatches: [],
          selectedPlayer: trout,
          selectedTeams: [angels],
        },
      ],
    }));
    expect(JSON.stringify(matchedCards).length).toBeGreaterThan(1024 * 1024);
    const preview = await post('preview-sql', { matchedCards, seriesId: inserts });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ sql: string }>().sql).toContain('3000 new');
  });

  it('links a player to a team once', async () => {
    const body = { playerId: catalogue.players['mike-trout'], teamId: catalogue.teams['seattle-mariners'] };
    const first = await post('create-player-team', body);
    expect(first.statusCode).toBe(201);
    const second = await post('create-player-team', body);
    expect(second.json()).toEqual(first.json());
    expect((await post('create-player-team', { playerId: 999_999, teamId: 1 })).statusCode).toBe(404);
  });
});
