import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Executor } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { enqueueJob, findJob, JobLeaseLost } from './job-queue';
import { runDueSchedules, type Schedule } from './schedules';
import { startWorker, type JobHandler, type Worker } from './worker';

/**
 * Several workers on one database, as several worker processes of a cluster are (on PostgreSQL each has its
 * own connections; the embedded database has one session, which the workers then share).
 */
let database: Database;
let second: Database;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  const url = database.pool.options.connectionString;
  second = url ? await openDatabase({ databaseUrl: url, poolSize: 3, searchPoolSize: 1 }) : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two workers sharing the job table', () => {
  it('run every job exactly once between them, both taking jobs', async () => {
    const runs = new Map<number, string[]>();
    const started = new Set<string>();
    const handler =
      (name: string): JobHandler =>
      async ({ job }) => {
        runs.set(job.job_id, [...(runs.get(job.job_id) ?? []), name]);
        started.add(name);
        // the first job holds its worker until the other worker is running one too: they really share
        await until(async () => started.size === 2, 'both workers to run a job');
        return { by: name };
      };
    const ids: number[] = [];
    for (let n = 0; n < 40; n += 1)
      ids.push((await enqueueJob(database.db, { type: 'shared', payload: { n } })).job_id);
    const workers: Worker[] = [
      startWorker(database.db, { shared: handler('a') }, silent, { pollMs: 10 }),
      startWorker(second.db, { shared: handler('b') }, silent, { pollMs: 10 }),
    ];
    try {
      await until(async () => {
        const done = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from jobs where type = 'shared' and status = 'completed'`,
        );
        return done.rows[0]!.n === ids.length;
      }, 'every job to complete');
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const perWorker = [...runs.values()].flat();
    expect(perWorker.filter((by) => by === 'a').length).toBeGreaterThan(0);
    expect(perWorker.filter((by) => by === 'b').length).toBeGreaterThan(0);
  });

  it('hand a stopping worker’s long job to the other at once; the first then can write nothing', async () => {
    let firstStep: { outcome: Promise<unknown> } | null = null;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const long: JobHandler = async ({ step, progress }) => {
      await progress(1, 10);
      await held;
      firstStep = { outcome: step(async (tx: Executor) => tx.execute(sql`select 1`)) };
      await firstStep.outcome.catch(() => undefined);
      return { by: 'first' };
    };
    const job = await enqueueJob(database.db, { type: 'long', payload: {} });
    const first = startWorker(database.db, { long }, silent, { pollMs: 10, leaseMs: 60_000 });
    await until(async () => (await findJob(database.db, job.job_id))?.progress === 1, 'the job to start');
    // progress is in the job's row: any server reads it
    expect(await findJob(second.db, job.job_id)).toMatchObject({
      status: 'processing',
      progress: 1,
      total: 10,
    });
    await first.stop(50);

    const other = startWorker(second.db, { long: async () => ({ by: 'second' }) }, silent, { pollMs: 10 });
    try {
      const done = await until(async () => {
        const row = await findJob(database.db, job.job_id);
        return row?.status === 'completed' && row;
      }, 'the other worker to finish the job');
      expect(done).toMatchObject({ attempt: 2, result: { by: 'second' } });
    } finally {
      await other.stop();
    }
    release();
    const tried = await until(async () => firstStep, 'the first worker to try its step');
    await expect(tried.outcome).rejects.toThrow(JobLeaseLost);
  });
});

describe('schedules', () => {
  it('run once per slot however many workers tick at once, and a failed run is tried again', async () => {
    let runs = 0;
    let failNext = false;
    const schedule: Schedule = {
      name: 'test-nightly',
      everyMs: 86_400_000,
      async run(tx) {
        runs += 1;
        await enqueueJob(tx, { type: 'nightly', payload: {}, dedupeKey: 'nightly' });
        if (failNext) throw new Error('queue refused');
      },
    };
    const night = Date.UTC(2031, 0, 1, 2, 0);
    const tick = (db: Database, at: number) => runDueSchedules(db.db, [schedule], at);
    const ticks = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => tick(n % 2 ? database : second, night)));
    expect(ticks.flat()).toEqual(['test-nightly']);
    expect(runs).toBe(1);
    expect(await tick(database, night + 3_600_000)).toEqual([]);

    failNext = true;
    await expect(tick(second, night + 86_400_000)).rejects.toThrow('test-nightly: Error: queue refused');
    failNext = false;
    expect(await tick(database, night + 86_400_000 + 60_000)).toEqual(['test-nightly']);
    expect(runs).toBe(3);
    const queued = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where type = 'nightly'`,
    );
    // the failed run's job went with its transaction
    expect(queued.rows[0]!.n).toBe(1);
  });
});
