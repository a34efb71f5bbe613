import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

// a type alias, not an interface: query result rows must be indexable records
export type JobRow = {
  job_id: number;
  type: string;
  payload: unknown;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  priority: number;
  retry_count: number;
  max_retries: number;
  progress: number;
  total: number | null;
  result: unknown;
  error: string | null;
  created_by: number | null;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  attempt: number;
  lease_until: Date | null;
  locked_by: string | null;
};

/** The claim a worker holds on a job: its writes name this attempt and change nothing once it is taken over. */
export interface JobClaim {
  jobId: number;
  attempt: number;
}

/** Thrown by a worker's write when another worker has taken the job over (its lease ran out). */
export class JobLeaseLost extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was taken over by another worker`);
    this.name = 'JobLeaseLost';
  }
}

/**
 * Workers that died this many times inside one job (a crash, a kill) are not handed that job again: the job may be
 * what takes them down. Five, not three: on a site whose processes are restarted at random (a host failing, an
 * operator's kill), a long import met three such deaths in the cluster bench's minute of random kills.
 */
export const MAX_ABANDONED_ATTEMPTS = 5;

export interface EnqueueOptions {
  type: string;
  payload: unknown;
  priority?: number;
  maxRetries?: number;
  total?: number | null;
  createdBy?: number | null;
  /** while a job with this key is queued or processing, enqueueing again returns that job */
  dedupeKey?: string | null;
  /** a new job waits this long before a worker may take it (a job found by its dedupe key keeps its moment) */
  delayMs?: number;
}

export async function enqueueJob(db: Executor, options: EnqueueOptions): Promise<JobRow> {
  const inserted = await db.execute<JobRow>(sql`
    insert into jobs (type, payload, priority, max_retries, total, created_by, dedupe_key, run_after)
    values (${options.type}, ${JSON.stringify(options.payload)}::jsonb, ${options.priority ?? 0}, ${options.maxRetries ?? 3},
            ${options.total ?? null}, ${options.createdBy ?? null}, ${options.dedupeKey ?? null},
            now() + ${options.delayMs ?? 0} * interval '1 millisecond')
    on conflict do nothing
    returning *`);
  if (inserted.rows[0]) return inserted.rows[0];
  const pending = await db.execute<JobRow>(sql`
    select * from jobs where dedupe_key = ${options.dedupeKey ?? null} and status in ('queued', 'processing')`);
  return pending.rows[0]!;
}

/** A running job gives its dedupe key up: enqueueing with the key again queues a new job (work that came in meanwhile). */
export async function releaseDedupeKey(db: Executor, jobId: number): Promise<void> {
  await db.execute(sql`update jobs set dedupe_key = null where job_id = ${jobId}`);
}

/**
 * Takes the most urgent due job, or one whose worker's lease ran out (that worker died or hung): SKIP LOCKED
 * lets several workers share the table, and a job row locked by a worker's running transaction is skipped.
 */
export async function claimNextJob(
  db: Executor,
  types: string[],
  worker: { id: string; leaseMs: number },
): Promise<JobRow | null> {
  await failAbandonedJobs(db);
  const claimed = await db.execute<JobRow>(sql`
    update jobs set status = 'processing', started_at = now(), attempt = attempt + 1, locked_by = ${worker.id},
      lease_until = now() + ${worker.leaseMs} * interval '1 millisecond'
    where job_id = (
      select job_id from jobs
      where type = any(${`{${types.join(',')}}`}::text[])
        and ((status = 'queued' and run_after <= now())
          or (status = 'processing' and (lease_until is null or lease_until < now())))
      order by priority desc, queued_at, job_id
      limit 1 for update skip locked)
    returning *`);
  return claimed.rows[0] ?? null;
}

/** Jobs whose workers kept dying inside them fail instead of taking every new worker down with them. */
async function failAbandonedJobs(db: Executor): Promise<void> {
  await db.execute(sql`update jobs set status = 'failed', finished_at = now(), lease_until = null,
      error = 'The worker stopped while running this job ' || (attempt - retry_count - handed_back) || ' times'
    where status = 'processing' and (lease_until is null or lease_until < now())
      and attempt - retry_count - handed_back >= ${MAX_ABANDONED_ATTEMPTS}`);
}

/** Renews the claim's lease; false when another worker has taken the job over. */
export async function renewLease(db: Executor, claim: JobClaim, leaseMs: number): Promise<boolean> {
  const renewed =
    await db.execute(sql`update jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
    where job_id = ${claim.jobId} and attempt = ${claim.attempt} and status = 'processing'`);
  return (renewed.rowCount ?? 0) > 0;
}

/**
 * Ends the claim's lease now, so the next worker to poll takes the job over (a worker that is stopping). A claim
 * handed back is not one the job's worker died in: a rolling restart of the workers never fails a long job.
 */
export async function releaseClaim(db: Executor, claim: JobClaim): Promise<void> {
  await db.execute(sql`update jobs set lease_until = now(), handed_back = handed_back + 1
    where job_id = ${claim.jobId} and attempt = ${claim.attempt} and status = 'processing'`);
}

/**
 * Locks the job's row inside the caller's transaction, throwing JobLeaseLost unless the claim still holds it:
 * work written in that transaction commits only while this worker owns the job, and with the job's record.
 */
export async function lockClaim(tx: Executor, claim: JobClaim): Promise<void> {
  const held = await tx.execute(sql`select 1 from jobs
    where job_id = ${claim.jobId} and attempt = ${claim.attempt} and status = 'processing' for update`);
  if (held.rows.length === 0) throw new JobLeaseLost(claim.jobId);
}

/**
 * Jobs held by earlier runs of this host's workers whose processes are gone (killed, crashed) are freed at
 * once, instead of waiting for their leases to run out. `isAlive(pid)` says whether a process still runs;
 * `liveWorkers` are the workers running in this process (a job of this pid held by another one is not stale).
 */
export async function freeJobsOfDeadWorkers(
  db: Executor,
  self: { host: string; pid: number; id: string },
  isAlive: (pid: number) => boolean,
  liveWorkers: ReadonlySet<string> = new Set(),
): Promise<number> {
  const held = await db.execute<{ job_id: number; attempt: number; locked_by: string }>(sql`
    select job_id, attempt, locked_by from jobs where status = 'processing' and starts_with(locked_by, ${`${self.host}:`})`);
  let freed = 0;
  for (const job of held.rows) {
    const pid = Number(job.locked_by.slice(self.host.length + 1).split(':')[0]);
    const dead =
      job.locked_by !== self.id && !liveWorkers.has(job.locked_by) && (pid === self.pid || !isAlive(pid));
    if (!dead) continue;
    const result = await db.execute(sql`update jobs set lease_until = now()
      where job_id = ${job.job_id} and attempt = ${job.attempt} and status = 'processing'`);
    freed += result.rowCount ?? 0;
  }
  return freed;
}

export async function reportJobProgress(
  db: Executor,
  claim: JobClaim,
  progress: number,
  total?: number | null,
) {
  await db.execute(sql`update jobs set progress = ${progress}, total = coalesce(${total ?? null}, total)
    where job_id = ${claim.jobId} and attempt = ${claim.attempt}`);
}

/** Marks the job done; only the claim holding it can, and only once (false otherwise). */
export async function completeJob(db: Executor, claim: JobClaim, result: unknown): Promise<boolean> {
  const done = await db.execute(sql`update jobs set status = 'completed', finished_at = now(), error = null,
      lease_until = null, result = ${JSON.stringify(result ?? null)}::jsonb, progress = coalesce(total, progress)
    where job_id = ${claim.jobId} and attempt = ${claim.attempt} and status = 'processing'`);
  return (done.rowCount ?? 0) > 0;
}

/** A failed job is queued again with a growing delay until it has used its retries. */
export async function failJob(db: Executor, claim: JobClaim, message: string): Promise<void> {
  await db.execute(sql`update jobs set
      retry_count = retry_count + 1,
      status = case when retry_count + 1 > max_retries then 'failed' else 'queued' end,
      run_after = now() + (power(2, retry_count + 1) || ' seconds')::interval,
      finished_at = case when retry_count + 1 > max_retries then now() end,
      lease_until = null,
      error = ${message.slice(0, 2000)}
    where job_id = ${claim.jobId} and attempt = ${claim.attempt} and status = 'processing'`);
}

export async function findJob(db: Executor, jobId: number): Promise<JobRow | null> {
  const result = await db.execute<JobRow>(sql`select * from jobs where job_id = ${jobId}`);
  return result.rows[0] ?? null;
}

/**
 * Partial results a running job publishes so a watcher sees them before it ends; written in the transaction
 * of the work they describe (after lockClaim), they are also the job's record of what has committed.
 */
export async function saveJobResult(db: Executor, claim: JobClaim, result: unknown): Promise<void> {
  await db.execute(sql`update jobs set result = ${JSON.stringify(result ?? null)}::jsonb
    where job_id = ${claim.jobId} and attempt = ${claim.attempt}`);
}

export async function findRecentJobs(db: Executor, type: string, limit: number): Promise<JobRow[]> {
  const result = await db.execute<JobRow>(sql`select * from jobs where type = ${type}
    order by queued_at desc, job_id desc limit ${limit}`);
  return result.rows;
}
