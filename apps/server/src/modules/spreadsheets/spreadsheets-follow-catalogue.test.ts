import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '@/jobs/worker';
import { createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { SPREADSHEET_JOB } from './spreadsheets.queries';

/**
 * A stored master spreadsheet names players and teams in every row: renaming either, or merging two players,
 * must queue the sheets that show them again (the catalogue.cardsChanged scope carries player or team ids only).
 */
let t: TestApp;
let dataDir: string;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: { authorization: string };
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-sheets-follow-'));
  t = await createTestApp({ dataDir });
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/spreadsheet-generation/generate/${catalogue.setId}`,
        headers: admin,
      })
    ).statusCode,
  ).toBe(202);
  await drain();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function drain() {
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
}

const queuedSheets = async () =>
  (
    await t.database.db.execute<{ set_id: number }>(sql`
      select (payload->>'set_id')::int as set_id from jobs where type = ${SPREADSHEET_JOB} and status = 'queued'`)
  ).rows.map((row) => row.set_id);

/** The stored sheet's rows as [card number, players, teams]. */
async function storedRows(): Promise<string[][]> {
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/spreadsheet-generation/status/${catalogue.setId}`,
  });
  expect(status.statusCode).toBe(200);
  const download = await t.app.inject({ method: 'GET', url: status.json<{ blob_url: string }>().blob_url });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
  const rows = workbook.getWorksheet('Master Set')!.getSheetValues().filter(Boolean) as unknown[][];
  return rows.slice(1).map((row) => row.slice(1, 4).map((cell) => String(cell ?? '')));
}

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin, payload });

describe('stored master spreadsheets follow the catalogue', () => {
  it('a player rename queues the sheet again and the new sheet names the player anew', async () => {
    expect((await storedRows()).find((row) => row[0] === '1')).toEqual([
      '1',
      'Mike Trout',
      'Los Angeles Angels',
    ]);
    const trout = catalogue.players['mike-trout']!;
    expect((await call('PUT', `/api/admin/players/${trout}`, { first_name: 'Michael' })).statusCode).toBe(
      200,
    );

    expect(await queuedSheets()).toEqual([catalogue.setId]);
    await drain();
    const rows = await storedRows();
    expect(rows.find((row) => row[0] === '1')).toEqual(['1', 'Michael Trout', 'Los Angeles Angels']);
    expect(rows.find((row) => row[0] === '4')?.[1]).toBe('Michael Trout, Shohei Ohtani');
    expect(rows.flat()).not.toContain('Mike Trout');
  });

  it('a team rename queues the sheet again and the new sheet names the team anew', async () => {
    const angels = catalogue.teams['los-angeles-angels']!;
    expect((await call('PUT', `/api/admin/teams/${angels}`, { name: 'Halo City Angels' })).statusCode).toBe(
      200,
    );

    expect(await queuedSheets()).toEqual([catalogue.setId]);
    await drain();
    const rows = await storedRows();
    expect(rows.find((row) => row[0] === '1')).toEqual(['1', 'Michael Trout', 'Halo City Angels']);
    expect(rows.map((row) => row[2])).not.toContain('Los Angeles Angels');
  });

  it("a merge queues the sheet again and the duplicate's cards name the survivor", async () => {
    const survivor = catalogue.players['shohei-ohtani']!;
    const created = await call('POST', '/api/admin/players', { first_name: 'Sho', last_name: 'Ohtani' });
    const duplicate = created.json<{ player: { player_id: number } }>().player.player_id;
    // the duplicate stands on card 5 beside Tyler O'Neil; the sheet is written with it there
    await t.database.db.execute(sql`
      insert into card_player_teams (card_id, player_id, team_id)
      select c.card_id, ${duplicate}, cpt.team_id from cards c join card_player_teams cpt on cpt.card_id = c.card_id
      where c.series_id = ${catalogue.series['Base']!} and c.card_number = '5'`);
    await call('POST', `/api/spreadsheet-generation/generate/${catalogue.setId}`, {});
    await drain();
    expect((await storedRows()).find((row) => row[0] === '5')?.[1]).toContain('Sho Ohtani');

    const merged = await call('POST', `/api/admin/players/${survivor}/merge`, { duplicate_id: duplicate });
    expect(merged.statusCode).toBe(200);

    expect(await queuedSheets()).toEqual([catalogue.setId]);
    await drain();
    const cardFive = (await storedRows()).find((row) => row[0] === '5')!;
    expect(cardFive[1]).toContain('Shohei Ohtani');
    expect(cardFive[1]).not.toContain('Sho Ohtani');
  });

  it('a change that shows on no stored sheet queues none', async () => {
    const created = await call('POST', '/api/admin/players', { first_name: 'Nobody', last_name: 'Cardless' });
    const playerId = created.json<{ player: { player_id: number } }>().player.player_id;
    expect((await call('PUT', `/api/admin/players/${playerId}`, { first_name: 'Still' })).statusCode).toBe(
      200,
    );
    expect(await queuedSheets()).toEqual([]);
  });
});
