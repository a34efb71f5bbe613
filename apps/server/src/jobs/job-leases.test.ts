import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { jobErrorMessage } from './job-errors';
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  findJob,
  freeJobsOfDeadWorkers,
  JobLeaseLost,
  lockClaim,
  MAX_ABANDONED_ATTEMPTS,
  releaseClaim,
  saveJobResult,
  type JobRow,
} from './job-queue';
import { startWorker } from './worker';

let database: Database;
const silent = { info: () => undefined, error: () => undefined };
const claimOf = (job: JobRow) => ({ jobId: job.job_id, attempt: job.attempt });
const expireLeases = () =>
  database.db.execute(sql`update jobs set lease_until = now() - interval '1 second'
  where status = 'processing'`);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('job leases', () => {
  it('hands a job whose lease ran out to another worker, and the first one can then change nothing', async () => {
    const job = await enqueueJob(database.db, { type: 'lease', payload: {} });
    const first = (await claimNextJob(database.db, ['lease'], { id: 'h:1:a', leaseMs: 60_000 }))!;
    expect(await claimNextJob(database.db, ['lease'], { id: 'h:2:b', leaseMs: 60_000 })).toBeNull();
    await expireLeases();
    const second = (await claimNextJob(database.db, ['lease'], { id: 'h:2:b', leaseMs: 60_000 }))!;
    expect(second).toMatchObject({ job_id: job.job_id, attempt: first.attempt + 1, locked_by: 'h:2:b' });

    await expect(database.db.transaction((tx) => lockClaim(tx, claimOf(first)))).rejects.toThrow(
      JobLeaseLost,
    );
    expect(await completeJob(database.db, claimOf(first), { by: 'first' })).toBe(false);
    expect(await completeJob(database.db, claimOf(second), { by: 'second' })).toBe(true);
    expect(await completeJob(database.db, claimOf(second), { by: 'second again' })).toBe(false);
    expect(await findJob(database.db, job.job_id)).toMatchObject({
      status: 'completed',
      result: { by: 'second' },
    });
  });

  it('frees at once the jobs of a dead process on this host, not those of live ones', async () => {
    await database.db.execute(sql`delete from jobs`);
    const dead = await enqueueJob(database.db, { type: 'host', payload: { n: 1 } });
    const alive = await enqueueJob(database.db, { type: 'host', payload: { n: 2 } });
    await claimNextJob(database.db, ['host'], { id: 'box:111:old', leaseMs: 60_000 });
    await claimNextJob(database.db, ['host'], { id: 'box:222:live', leaseMs: 60_000 });
    const freed = await freeJobsOfDeadWorkers(
      database.db,
      { host: 'box', pid: 333, id: 'box:333:new' },
      (pid) => pid === 222,
    );
    expect(freed).toBe(1);
    const retaken = await claimNextJob(database.db, ['host'], { id: 'box:333:new', leaseMs: 60_000 });
    expect(retaken?.job_id).toBe(dead.job_id);
    expect((await findJob(database.db, alive.job_id))?.locked_by).toBe('box:222:live');
  });

  it('fails a job that its workers died inside five times instead of handing it out again', async () => {
    await database.db.execute(sql`delete from jobs`);
    const job = await enqueueJob(database.db, { type: 'crash', payload: {} });
    for (let attempt = 1; attempt <= MAX_ABANDONED_ATTEMPTS; attempt += 1) {
      expect((await claimNextJob(database.db, ['crash'], { id: 'h:1:a', leaseMs: 60_000 }))?.attempt).toBe(
        attempt,
      );
      await expireLeases();
    }
    expect(await claimNextJob(database.db, ['crash'], { id: 'h:1:a', leaseMs: 60_000 })).toBeNull();
    expect(await findJob(database.db, job.job_id)).toMatchObject({
      status: 'failed',
      error: 'The worker stopped while running this job 5 times',
    });
  });

  it('never counts a claim a stopping worker handed back as a worker the job took down', async () => {
    await database.db.execute(sql`delete from jobs`);
    const job = await enqueueJob(database.db, { type: 'long', payload: {} });
    for (let restart = 1; restart <= MAX_ABANDONED_ATTEMPTS + 2; restart += 1) {
      const claim = await claimNextJob(database.db, ['long'], { id: `h:${restart}:a`, leaseMs: 60_000 });
      expect(claim?.attempt).toBe(restart);
      await releaseClaim(database.db, claimOf(claim!));
    }
    // a worker that then dies inside it counts once
    await claimNextJob(database.db, ['long'], { id: 'h:99:a', leaseMs: 60_000 });
    await expireLeases();
    const last = await claimNextJob(database.db, ['long'], { id: 'h:100:a', leaseMs: 60_000 });
    expect(last?.job_id).toBe(job.job_id);
    expect(await completeJob(database.db, claimOf(last!), null)).toBe(true);
  });

  it('keeps a long job leased by its heartbeat, and a step commits with the job record or not at all', async () => {
    await database.db.execute(sql`delete from jobs`);
    const job = await enqueueJob(database.db, { type: 'long', payload: {} });
    let takenOver: JobRow | null = null;
    const worker = startWorker(
      database.db,
      {
        long: async ({ step }) => {
          await step((tx, claim) => saveJobResult(tx, claim, { steps: 1 }));
          await new Promise((resolve) => setTimeout(resolve, 1000));
          takenOver = await claimNextJob(database.db, ['long'], { id: 'h:9:z', leaseMs: 300 });
          await expect(
            step(async (tx, claim) => {
              await saveJobResult(tx, claim, { steps: 2 });
              throw new Error('rolled back');
            }),
          ).rejects.toThrow('rolled back');
          return { steps: 1 };
        },
      },
      silent,
      { autoStart: false, leaseMs: 300 },
    );
    await worker.drain();
    await worker.stop();
    expect(takenOver).toBeNull();
    expect(await findJob(database.db, job.job_id)).toMatchObject({
      status: 'completed',
      result: { steps: 1 },
    });
  });
});

describe('job error messages', () => {
  it('never keep a failed statement or its parameters, only the database message and names', () => {
    const cause = Object.assign(new Error('value too long for type character varying(100)'), {
      code: '22001',
      severity: 'ERROR',
      table: 'players',
      column: 'first_name',
    });
    const params = ['x'.repeat(100_000), 'secret@example.com'];
    const failed = new DrizzleQueryError('insert into players (first_name) values ($1)', params, cause);
    const message = jobErrorMessage(failed);
    expect(message).toBe(
      'The database refused the data: value too long for type character varying(100) (players, first_name)',
    );
    expect(jobErrorMessage(new DrizzleQueryError('select 1', params, undefined as never))).toBe(
      'The database refused the data',
    );
    expect(jobErrorMessage(new Error(`bad file\n${'y'.repeat(5000)}`))).toBe('bad file');
    expect(jobErrorMessage(new Error('z'.repeat(5000))).length).toBeLessThanOrEqual(300);
  });
});
