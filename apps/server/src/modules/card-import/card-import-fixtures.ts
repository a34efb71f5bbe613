import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImportCard, MatchProgress } from '@cardbinder/shared';
import { startWorker } from '@/jobs/worker';
import { createCatalogue } from '@/test/catalogue-factory';
import { multipartBody } from '@/test/multipart';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

export let t: TestApp;
export let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
export let admin: Record<string, string>;
export let inserts: number;

/** One app per test file: the sample catalogue, an admin and an empty series to import into. */
export function setUpImportApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await createCatalogue(t.database);
    admin = (await authHeader(t, 'admin')).headers;
    // an empty series to import into, in the sample set (organization MLB)
    const created = await t.database.pool.query(
      `insert into series (set_id, name, slug) values ($1, 'Import Target', 'import-target') returning series_id`,
      [catalogue.setId],
    );
    inserts = (created.rows[0] as { series_id: number }).series_id;
    await t.database.pool.query(`update teams set abbreviation = 'SEA' where slug = 'seattle-mariners'`);
  });
  afterAll(() => t.close());
}

export const rows = async (query: string, params: unknown[] = []) =>
  (await t.database.pool.query(query, params)).rows as Record<string, unknown>[];

/** The spec's layout: a header row, card 4 on two rows, two players of one card split on '/'. */
export async function checklist(extra: (string | number)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Checklist');
  sheet.addRow(['Card Number', 'Player Name(s)', 'Team Name(s)', 'RC Indicator', 'Notes']);
  sheet.addRow([1, 'Mike Trout', 'Los Angeles Angels', '', '']);
  sheet.addRow([2, 'Julio Rodriguez', 'SEA', 'RC', '']);
  sheet.addRow([3, 'Mike Trot', 'Los Angeles Angels', '', 'Auto']);
  sheet.addRow([4, 'Mike Trout / Shohei Ohtani', 'Los Angeles Angels', '', 'Angels Duo']);
  sheet.addRow([5, 'Zed Newman', 'Nowhere Nine', 'Yes', '']);
  for (const row of extra) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const upload = (data: Buffer, filename = 'checklist.xlsx', headers = admin, seriesId = inserts) => {
  const body = multipartBody([{ field: 'file', filename, data }], { seriesId: String(seriesId) });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import/parse-xlsx',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
export const post = (url: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/import/${url}`, payload, headers });

export async function matched(cards: ImportCard[]): Promise<ImportCard[]> {
  const started = await post('match-cards', { cards, seriesId: inserts });
  expect(started.statusCode).toBe(200);
  const { jobId, organizationName } = started.json<{ jobId: number; organizationName: string }>();
  expect(organizationName).toBe('Major League Baseball');
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, console, { autoStart: false });
  await worker.drain();
  await worker.stop();
  const progress = await t.app.inject({
    method: 'GET',
    url: `/api/admin/import/match-progress/${jobId}`,
    headers: admin,
  });
  const body = progress.json<MatchProgress>();
  expect(body).toMatchObject({ status: 'completed', total: cards.length, processed: cards.length });
  return body.matchedCards!;
}
