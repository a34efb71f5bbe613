import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '@/jobs/worker';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { sql } from 'drizzle-orm';
import { HOSTILE_CELLS, spreadsheetRunsAsFormula } from '@cardbinder/shared/testing/hostile-cells';
import { createCatalogue, sampleChecklist } from '@/test/catalogue-factory';

let t: TestApp;
let dataDir: string;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-sheets-'));
  t = await createTestApp({ dataDir });
  catalogue = await createCatalogue(t.database);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const drain = async () => {
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
};

describe('master-set spreadsheets', () => {
  it('queues once, lists the queue for admins, writes the workbook and serves it', async () => {
    const dataAdmin = (await authHeader(t, 'data_admin')).headers;
    const admin = (await authHeader(t, 'admin')).headers;
    const url = `/api/spreadsheet-generation/generate/${catalogue.setId}`;
    const first = await t.app.inject({ method: 'POST', url, headers: dataAdmin });
    expect(first.statusCode).toBe(202);
    const again = await t.app.inject({ method: 'POST', url, headers: dataAdmin });
    expect(again.json<{ queue_id: number }>().queue_id).toBe(first.json<{ queue_id: number }>().queue_id);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/spreadsheet-generation/queue',
      headers: admin,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      queue_length: 1,
      jobs: [
        {
          set_id: catalogue.setId,
          set_name: 'Topps Series One',
          set_year: 2023,
          status: 'queued',
          retry_count: 0,
        },
      ],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/spreadsheet-generation/status/${catalogue.setId}` }))
        .statusCode,
    ).toBe(404);

    await drain();

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/spreadsheet-generation/status/${catalogue.setId}`,
    });
    expect(status.statusCode).toBe(200);
    const { blob_url, file_size, format } = status.json<{
      blob_url: string;
      file_size: number;
      format: string;
    }>();
    expect(format).toBe('xlsx');
    const download = await t.app.inject({ method: 'GET', url: blob_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="2023-topps-series-one-master-set.xlsx"',
    );
    expect(download.rawPayload.length).toBe(file_size);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Master Set')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 5)).toEqual(['Card #', 'Player(s)', 'Team(s)', 'Series']);
    expect(rows).toHaveLength(1 + 17);
    expect(rows[4]!.slice(1, 5)).toEqual(['4', 'Mike Trout, Shohei Ohtani', 'Los Angeles Angels', 'Base']);
    expect(rows[9]![4]).toBe('Gold');
    expect(rows[17]!.slice(1, 9)).toEqual([
      'CA-MT',
      'Mike Trout',
      'Los Angeles Angels',
      'Chrome Autographs',
      25,
      undefined,
      undefined,
      'AUTO',
    ]);

    const done = await t.app.inject({
      method: 'GET',
      url: '/api/spreadsheet-generation/queue',
      headers: admin,
    });
    expect(done.json()).toMatchObject({ queue_length: 0, jobs: [{ status: 'completed' }] });
  });

  it('writes catalogue text that looks like a formula as text a spreadsheet shows and never runs (issue 38)', async () => {
    const hostile = await createCatalogue(
      t.database,
      sampleChecklist({ name: 'Hostile Cells', baseCards: 17 }),
    );
    // as text written before imports were neutralised, straight into the catalogue
    const cards = await t.database.db.execute<{ card_id: number }>(
      sql`select c.card_id from cards c join series s using (series_id) where s.set_id = ${hostile.setId}
        and s.name = 'Base' order by c.sort_order`,
    );
    for (const [index, { card_id }] of cards.rows.entries()) {
      const text = HOSTILE_CELLS[index % HOSTILE_CELLS.length]!;
      await t.database.db.execute(sql`update cards set notes = ${text}, card_number = ${`${text}#${index}`}
        where card_id = ${card_id}`);
    }
    await t.database.db.execute(sql`update players set last_name = ${HOSTILE_CELLS[1]!}
      where player_id = (select min(player_id) from players where last_name like 'Player%')`);
    await t.database.db.execute(sql`update series set name = ${HOSTILE_CELLS[5]!}
      where set_id = ${hostile.setId} and name = 'Chrome Autographs'`);
    const dataAdmin = (await authHeader(t, 'data_admin')).headers;
    const url = `/api/spreadsheet-generation/generate/${hostile.setId}`;
    expect((await t.app.inject({ method: 'POST', url, headers: dataAdmin })).statusCode).toBe(202);
    await drain();
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/spreadsheet-generation/status/${hostile.setId}`,
    });
    const download = await t.app.inject({ method: 'GET', url: status.json<{ blob_url: string }>().blob_url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.getWorksheet('Master Set')!.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    const texts = cells.filter((value): value is string => typeof value === 'string');
    expect(cells.filter((value) => typeof value === 'object' && value !== null)).toEqual([]); // no formula cells
    expect(texts.filter((text) => HOSTILE_CELLS.some((h) => text.includes(h))).length).toBeGreaterThan(30);
    expect(texts.filter(spreadsheetRunsAsFormula)).toEqual([]);
    expect(texts).toContain(`'${HOSTILE_CELLS[0]!}`);
  });

  it('guards the queue and the generate call by role', async () => {
    const user = (await authHeader(t)).headers;
    const dataAdmin = (await authHeader(t, 'data_admin')).headers;
    const queue = '/api/spreadsheet-generation/queue';
    expect((await t.app.inject({ method: 'GET', url: queue })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: queue, headers: dataAdmin })).statusCode).toBe(403);
    const generate = `/api/spreadsheet-generation/generate/${catalogue.setId}`;
    expect((await t.app.inject({ method: 'POST', url: generate })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: generate, headers: user })).statusCode).toBe(403);
    const missing = '/api/spreadsheet-generation/generate/999999';
    expect((await t.app.inject({ method: 'POST', url: missing, headers: dataAdmin })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/spreadsheet-generation/download/999999' })).statusCode,
    ).toBe(404);
  });
});
