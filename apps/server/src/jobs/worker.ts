import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db, Executor } from '@/db/client';
import { jobErrorMessage } from './job-errors';
import {
  claimNextJob,
  completeJob,
  failJob,
  freeJobsOfDeadWorkers,
  JobLeaseLost,
  lockClaim,
  releaseClaim,
  renewLease,
  reportJobProgress,
  type JobClaim,
  type JobRow,
} from './job-queue';

export interface JobContext {
  db: Db;
  job: JobRow;
  progress(done: number, total?: number): Promise<void>;
  /**
   * Runs work in one transaction that first locks the job's row under this worker's claim (JobLeaseLost
   * when another worker has taken the job over) and renews the lease as it commits: a step recorded with
   * saveJobResult in there is done exactly once, even across a crash.
   */
  step<T>(work: (tx: Executor, claim: JobClaim) => Promise<T>): Promise<T>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

interface WorkerLog {
  info(message: string): void;
  error(message: string): void;
}

export interface Worker {
  /** runs queued jobs until none is due; tests call this instead of waiting for the timer */
  drain(): Promise<number>;
  /**
   * Takes no more jobs and waits for the running one; after `graceMs` it lets go of it instead (another worker
   * takes it over at once, and this process may exit: jobs are written to survive that).
   */
  stop(graceMs?: number): Promise<void>;
}

export interface WorkerOptions {
  pollMs?: number;
  autoStart?: boolean;
  /** how long a claim holds without a heartbeat; another worker takes the job over after it */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 30_000;

/** the workers running in this process (their jobs are not a dead process's) */
const liveWorkers = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Polls the job table and runs each job with the handler registered for its type, one at a time. */
export function startWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: WorkerLog,
  options: WorkerOptions = {},
): Worker {
  const types = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const host = os.hostname();
  const id = `${host}:${process.pid}:${randomBytes(4).toString('hex')}`;
  liveWorkers.add(id);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let current: { claim: JobClaim; stopBeating: () => Promise<void> } | null = null;

  /** Renews the lease every third of its length while the job runs (skipping a beat still in flight). */
  function heartbeat(claim: JobClaim) {
    let beating: Promise<unknown> | null = null;
    const interval = setInterval(() => {
      beating ??= renewLease(db, claim, leaseMs)
        .then((held) => {
          if (!held) log.error(`job ${claim.jobId}: lease lost to another worker`);
        })
        .catch((error: unknown) => log.error(`job ${claim.jobId}: lease not renewed: ${String(error)}`))
        .finally(() => (beating = null));
    }, leaseMs / 3);
    return async () => {
      clearInterval(interval);
      await beating;
    };
  }

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(db, types, { id, leaseMs });
    if (!job) return false;
    const claim: JobClaim = { jobId: job.job_id, attempt: job.attempt };
    const stopBeating = heartbeat(claim);
    current = { claim, stopBeating };
    const handler = handlers[job.type]!;
    try {
      const result = await handler({
        db,
        job,
        progress: (done, total) => reportJobProgress(db, claim, done, total),
        step: (work) =>
          db.transaction(async (tx) => {
            await lockClaim(tx, claim);
            const value = await work(tx, claim);
            await renewLease(tx, claim, leaseMs);
            return value;
          }),
      });
      await stopBeating();
      if (!(await completeJob(db, claim, result))) throw new JobLeaseLost(claim.jobId);
    } catch (error) {
      await stopBeating();
      if (error instanceof JobLeaseLost) {
        log.error(`job ${job.job_id} (${job.type}) abandoned: ${error.message}`);
        return true;
      }
      const message = jobErrorMessage(error);
      log.error(`job ${job.job_id} (${job.type}) failed: ${message}`);
      await failJob(db, claim, message);
    } finally {
      current = null;
    }
    return true;
  }

  async function drainNow(): Promise<number> {
    let done = 0;
    while (!stopped && (await runOne())) done += 1;
    return done;
  }

  const drain = () => {
    running = running.then(drainNow, drainNow);
    return running;
  };

  const tick = () => {
    if (stopped) return;
    drain()
      .catch((error: unknown) => log.error(`job worker: ${String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs ?? 1000);
      });
  };

  if (options.autoStart !== false) {
    freeJobsOfDeadWorkers(db, { host, pid: process.pid, id }, isAlive, liveWorkers)
      .then((n) => n > 0 && log.info(`took back ${n} jobs of a stopped worker`))
      .catch((error: unknown) => log.error(`job worker: ${String(error)}`))
      .finally(tick);
  }

  return {
    drain,
    async stop(graceMs = Infinity) {
      stopped = true;
      liveWorkers.delete(id);
      if (timer) clearTimeout(timer);
      const finished = running.then(
        () => false,
        () => false,
      );
      if (!Number.isFinite(graceMs)) {
        await finished;
        return;
      }
      let wait: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        finished,
        new Promise<boolean>((resolve) => (wait = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(wait);
      const left = late ? current : null;
      if (!left) return;
      await left.stopBeating();
      await releaseClaim(db, left.claim);
      log.info(`job ${left.claim.jobId}: handed back for another worker (this one is stopping)`);
    },
  };
}
