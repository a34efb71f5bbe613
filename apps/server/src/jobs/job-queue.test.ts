import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { claimNextJob, enqueueJob, failJob, findJob, type JobRow } from './job-queue';
import { startWorker } from './worker';

let database: Database;
const silent = { info: () => undefined, error: () => undefined };
const me = { id: 'test-host:1:a', leaseMs: 30_000 };
const claim = (job: JobRow) => ({ jobId: job.job_id, attempt: job.attempt });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('job queue', () => {
  it('queues the same pending work once and hands out the most urgent job first', async () => {
    const low = await enqueueJob(database.db, { type: 'test', payload: { n: 1 }, dedupeKey: 'set:1' });
    const again = await enqueueJob(database.db, { type: 'test', payload: { n: 2 }, dedupeKey: 'set:1' });
    const urgent = await enqueueJob(database.db, { type: 'test', payload: { n: 3 }, priority: 10 });
    expect(again.job_id).toBe(low.job_id);
    expect((await claimNextJob(database.db, ['test'], me))?.job_id).toBe(urgent.job_id);
    expect((await claimNextJob(database.db, ['test'], me))?.job_id).toBe(low.job_id);
    expect(await claimNextJob(database.db, ['test'], me)).toBeNull();
  });

  it('retries a failing job with a delay and gives up after its retries', async () => {
    const job = await enqueueJob(database.db, { type: 'flaky', payload: {}, maxRetries: 1 });
    await failJob(database.db, claim((await claimNextJob(database.db, ['flaky'], me))!), 'boom');
    expect(await findJob(database.db, job.job_id)).toMatchObject({
      status: 'queued',
      retry_count: 1,
      error: 'boom',
    });
    expect(await claimNextJob(database.db, ['flaky'], me)).toBeNull(); // not due yet
    await database.db.execute(sql`update jobs set run_after = now() where job_id = ${job.job_id}`);
    await failJob(database.db, claim((await claimNextJob(database.db, ['flaky'], me))!), 'boom again');
    expect(await findJob(database.db, job.job_id)).toMatchObject({ status: 'failed', retry_count: 2 });
  });

  it('runs jobs through their handler, recording progress and result', async () => {
    const job = await enqueueJob(database.db, { type: 'count', payload: { upTo: 3 } });
    const seen: number[] = [];
    const worker = startWorker(
      database.db,
      {
        count: async ({ job: running, progress }) => {
          const { upTo } = running.payload as { upTo: number };
          for (let i = 1; i <= upTo; i += 1) {
            await progress(i, upTo);
            seen.push(i);
          }
          return { counted: upTo };
        },
      },
      silent,
      { autoStart: false },
    );
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    expect(seen).toEqual([1, 2, 3]);
    expect(await findJob(database.db, job.job_id)).toMatchObject({
      status: 'completed',
      progress: 3,
      total: 3,
      result: { counted: 3 },
    });
  });

  it('records a handler error on the job instead of crashing the worker', async () => {
    const job = await enqueueJob(database.db, { type: 'broken', payload: {}, maxRetries: 0 });
    const worker = startWorker(database.db, { broken: () => Promise.reject(new Error('bad file')) }, silent, {
      autoStart: false,
    });
    await worker.drain();
    await worker.stop();
    expect(await findJob(database.db, job.job_id)).toMatchObject({ status: 'failed', error: 'bad file' });
  });
});
