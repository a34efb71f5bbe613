import type { Db } from '@/db/client';
import {
  claimNextJob,
  completeJob,
  failJob,
  reportJobProgress,
  requeueStaleJobs,
  type JobRow,
} from './job-queue';

export interface JobContext {
  db: Db;
  job: JobRow;
  progress(done: number, total?: number): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

interface WorkerLog {
  info(message: string): void;
  error(message: string): void;
}

export interface Worker {
  /** runs queued jobs until none is due; tests call this instead of waiting for the timer */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Polls the job table and runs each job with the handler registered for its type, one at a time. */
export function startWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: WorkerLog,
  options: { pollMs?: number; autoStart?: boolean } = {},
): Worker {
  const types = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(db, types);
    if (!job) return false;
    const handler = handlers[job.type]!;
    try {
      const result = await handler({
        db,
        job,
        progress: (done, total) => reportJobProgress(db, job.job_id, done, total),
      });
      await completeJob(db, job.job_id, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(`job ${job.job_id} (${job.type}) failed: ${message}`);
      await failJob(db, job.job_id, message);
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
    requeueStaleJobs(db)
      .then((n) => n > 0 && log.info(`requeued ${n} stale jobs`))
      .catch((error: unknown) => log.error(`job worker: ${String(error)}`))
      .finally(tick);
  }

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
