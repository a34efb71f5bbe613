import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '@/jobs/worker';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ dataDir: `/tmp/cardbinder-test-ingestion-${process.pid}` });
});
afterAll(async () => {
  await testApp.close();
});

async function masterWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Master');
  sheet.addRow(['Subset', 'Card #', 'Player', 'Team', 'Notes']);
  sheet.addRow(['Base', 1, 'Mike Trout', 'Los Angeles Angels', '']);
  sheet.addRow(['Base', 2, 'Julio Rodríguez', 'Seattle Mariners', 'RC']);
  sheet.addRow(['Base', 3, 'Aaron Judge', 'New York Yankees', '']);
  sheet.addRow(['Future Stars', 'FS-1', 'Gunnar Henderson', 'Baltimore Orioles', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = '----cardbinder-test';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('admin data ingestion', () => {
  it('needs an admin: 401 without a token, 403 for a user and a data_admin', async () => {
    const body = multipart([{ name: '2024-Test-Set-Checklist.xlsx', data: await masterWorkbook() }]);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/ingestion/preview',
      ...body,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['user', 'data_admin'] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/ingestion/preview',
        payload: body.payload,
        headers: { ...body.headers, ...(await authHeader(testApp, role)).headers },
      });
      expect(response.statusCode).toBe(403);
    }
    const jobs = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/ingestion/jobs',
      headers: (await authHeader(testApp, 'user')).headers,
    });
    expect(jobs.statusCode).toBe(403);
  });

  it('previews, ingests as a job and reports, then re-ingesting adds nothing', async () => {
    const { headers } = await authHeader(testApp, 'admin');
    const upload = async () => {
      const body = multipart([
        { name: '2024-Test-Set-Checklist.xlsx', data: await masterWorkbook() },
        { name: 'notes.txt', data: Buffer.from('not a workbook') },
        { name: 'broken.xlsx', data: Buffer.from('PK\u0003\u0004 this is not really a zip') },
      ]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/ingestion/preview',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const preview = await upload();
    expect(preview.previews).toHaveLength(1);
    expect(preview.previews[0]).toMatchObject({
      file: '2024-Test-Set-Checklist.xlsx',
      listedCards: 4,
      cards: 4,
    });
    expect(preview.previews[0].set.year).toBe(2024);
    expect(preview.failures.map((f: { file: string }) => f.file)).toEqual(['notes.txt', 'broken.xlsx']);
    expect(preview.failures[1].error).toContain('broken.xlsx');
    // nothing is written by a preview
    expect((await testApp.database.db.execute(sql`select count(*)::int n from cards`)).rows[0]).toEqual({
      n: 0,
    });

    const runJob = async (uploadId: string) => {
      const started = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/ingestion/jobs',
        headers,
        payload: { uploads: [{ uploadId, file: '2024-Test-Set-Checklist.xlsx' }] },
      });
      expect(started.statusCode).toBe(202);
      const worker = startWorker(testApp.database.db, testApp.app.ctx.services.jobHandlers, console, {
        autoStart: false,
      });
      await worker.drain();
      await worker.stop();
      const job = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/ingestion/jobs/${started.json().jobId}`,
        headers,
      });
      return job.json();
    };
    const first = await runJob(preview.previews[0].uploadId);
    expect(first).toMatchObject({ status: 'completed', progress: 1, total: 1, failures: [] });
    expect(first.reports[0]).toMatchObject({ listedCards: 4, cards: 4, cardsCreated: 4, playersCreated: 4 });

    const second = await runJob((await upload()).previews[0].uploadId);
    expect(second.reports[0]).toMatchObject({ cards: 4, cardsCreated: 0, playersCreated: 0 });

    const recent = await testApp.app.inject({ method: 'GET', url: '/api/admin/ingestion/jobs', headers });
    expect(recent.json().jobs).toHaveLength(2);
  });

  it('refuses an upload id it did not hand out', async () => {
    const { headers } = await authHeader(testApp, 'superadmin');
    const traversal = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/ingestion/jobs',
      headers,
      payload: { uploads: [{ uploadId: '../../etc/passwd', file: 'x.xlsx' }] },
    });
    expect(traversal.statusCode).toBe(400);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/ingestion/jobs',
      headers,
      payload: { uploads: [{ uploadId: 'a'.repeat(32), file: 'x.xlsx' }] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('x.xlsx');
  });
});
