import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGESTION } from '@cardbinder/shared';
import { findJob, JobLeaseLost } from '@/jobs/job-queue';
import { startWorker, type JobHandler } from '@/jobs/worker';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { INGESTION_JOB, ingestionJobHandler } from './ingestion-job';
import { createUploadStore, type UploadStore } from './ingestion-uploads';
import { testEvents } from '@/test/test-events';

let t: TestApp;
let headers: Record<string, string>;
const dataDir = `/tmp/cardbinder-test-ingestion-job-${process.pid}`;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  headers = (await authHeader(t, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
});

/** A flat checklist of `cards` cards, and `unreadable` rows without a player the parser rejects. */
async function checklist(cards: number, unreadable = 0): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Master');
  sheet.addRow(['Subset', 'Card #', 'Player', 'Team']);
  for (let n = 1; n <= cards; n += 1) sheet.addRow(['Base', n, `Player ${n} Name`, 'Boston Red Sox']);
  for (let n = 1; n <= unreadable; n += 1) sheet.addRow(['Base', cards + n, '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function preview(files: { name: string; data: Buffer }[]) {
  const boundary = '----cardbinder-job-test';
  const payload = Buffer.concat([
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/ingestion/preview',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    previews: { uploadId: string; file: string; rejected: unknown[]; rejectedCount: number }[];
  }>().previews;
}

async function startJob(uploads: { uploadId: string; file: string }[]): Promise<number> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/ingestion/jobs',
    headers,
    payload: { uploads },
  });
  expect(started.statusCode).toBe(202);
  return started.json<{ jobId: number }>().jobId;
}

async function runWorker(handler: JobHandler) {
  const worker = startWorker(t.database.db, { [INGESTION_JOB]: handler }, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
}

const jobView = async (jobId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/ingestion/jobs/${jobId}`, headers })).json();
const setCards = async (name: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select coalesce(sum(card_count), 0)::int as n from sets where name = ${name}`,
    )
  ).rows[0]!.n;

// each test ingests several workbooks on the embedded database, slow when the machine is busy
describe('ingestion job', { timeout: 180_000 }, () => {
  it('goes on after losing its worker from the first file that had not committed, reporting each file once', async () => {
    const uploads = await preview([
      { name: '2024-Resume-One-Checklist.xlsx', data: await checklist(30) },
      { name: '2024-Resume-Two-Checklist.xlsx', data: await checklist(20) },
      { name: '2024-Resume-Three-Checklist.xlsx', data: await checklist(10) },
    ]);
    const jobId = await startJob(uploads);
    const store = createUploadStore(t.app.ctx.services.storage);
    // the worker is stopped (its lease taken over) while it reads the second file
    const dying: UploadStore = {
      ...store,
      read: async (uploadId) => {
        if (uploadId === uploads[1]!.uploadId) throw new JobLeaseLost(jobId);
        return store.read(uploadId);
      },
    };
    await runWorker(ingestionJobHandler(dying, testEvents));
    expect(await findJob(t.database.db, jobId)).toMatchObject({ status: 'processing', progress: 1 });
    expect(await setCards('Resume One')).toBe(30);
    expect(await store.read(uploads[0]!.uploadId)).toBeNull();

    await t.database.db.execute(sql`update jobs set lease_until = now() where job_id = ${jobId}`);
    await runWorker(ingestionJobHandler(store, testEvents));
    const job = await jobView(jobId);
    expect(job).toMatchObject({ status: 'completed', progress: 3, failures: [] });
    expect(job.reports.map((r: { file: string; cardsCreated: number }) => [r.file, r.cardsCreated])).toEqual([
      ['2024-Resume-One-Checklist.xlsx', 30],
      ['2024-Resume-Two-Checklist.xlsx', 20],
      ['2024-Resume-Three-Checklist.xlsx', 10],
    ]);
    expect(await findJob(t.database.db, jobId)).toMatchObject({ attempt: 2 });
    expect([
      await setCards('Resume One'),
      await setCards('Resume Two'),
      await setCards('Resume Three'),
    ]).toEqual([30, 20, 10]);
    for (const upload of uploads) expect(await store.read(upload.uploadId)).toBeNull();
  });

  it('stores a short message for a file the database refuses, never the statement or its values', async () => {
    await t.database.db.execute(
      sql.raw(`alter table cards add constraint test_refused_number check (card_number <> '1999') not valid`),
    );
    try {
      const uploads = await preview([
        { name: '2024-Refused-Checklist.xlsx', data: await checklist(2000) },
        { name: '2024-Accepted-Checklist.xlsx', data: await checklist(8) },
      ]);
      const jobId = await startJob(uploads);
      await runWorker(ingestionJobHandler(createUploadStore(t.app.ctx.services.storage), testEvents));
      const job = await jobView(jobId);
      expect(job.status).toBe('completed');
      expect(job.failures).toHaveLength(1);
      expect(job.reports.map((r: { file: string }) => r.file)).toEqual(['2024-Accepted-Checklist.xlsx']);
      expect(job.failures[0]).toEqual({
        file: '2024-Refused-Checklist.xlsx',
        error: expect.stringMatching(
          /^2024-Refused-Checklist\.xlsx: The database refused the data: .*test_refused_number/,
        ),
      });
      for (const failure of job.failures) {
        expect(failure.error.length).toBeLessThanOrEqual(400);
        expect(failure.error).not.toMatch(/insert|select|params|Player 1999/i);
      }
      const stored = await t.database.db.execute<{ size: number }>(
        sql`select octet_length(result::text) as size from jobs where job_id = ${jobId}`,
      );
      expect(stored.rows[0]!.size).toBeLessThan(2000);
      expect(await setCards('Refused')).toBe(0);
    } finally {
      await t.database.db.execute(sql.raw('alter table cards drop constraint test_refused_number'));
    }
  });

  it('lists the first rejected rows of a workbook and counts them all, in the preview and the report', async () => {
    const [previewed] = await preview([{ name: '2024-Messy-Checklist.xlsx', data: await checklist(5, 250) }]);
    expect(previewed!.rejected).toHaveLength(INGESTION.maxListedIssues);
    expect(previewed!.rejectedCount).toBe(250);
    const jobId = await startJob([{ uploadId: previewed!.uploadId, file: previewed!.file }]);
    await runWorker(ingestionJobHandler(createUploadStore(t.app.ctx.services.storage), testEvents));
    const [report] = (await jobView(jobId)).reports;
    expect(report.rejected).toHaveLength(INGESTION.maxListedIssues);
    expect(report.rejectedCount).toBe(250);
  });
});
