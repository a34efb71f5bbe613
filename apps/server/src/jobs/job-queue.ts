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
};

export interface EnqueueOptions {
  type: string;
  payload: unknown;
  priority?: number;
  maxRetries?: number;
  total?: number | null;
  createdBy?: number | null;
  /** while a job with this key is queued or processing, enqueueing again returns that job */
  dedupeKey?: string | null;
}

export async function enqueueJob(db: Executor, options: EnqueueOptions): Promise<JobRow> {
  const inserted = await db.execute<JobRow>(sql`
    insert into jobs (type, payload, priority, max_retries, total, created_by, dedupe_key)
    values (${options.type}, ${JSON.stringify(options.payload)}::jsonb, ${options.priority ?? 0}, ${options.maxRetries ?? 3},
            ${options.total ?? null}, ${options.createdBy ?? null}, ${options.dedupeKey ?? null})
    on conflict do nothing
    returning *`);
  if (inserted.rows[0]) return inserted.rows[0];
  const pending = await db.execute<JobRow>(sql`
    select * from jobs where dedupe_key = ${options.dedupeKey ?? null} and status in ('queued', 'processing')`);
  return pending.rows[0]!;
}

/** Takes the most urgent due job; SKIP LOCKED lets several workers share the table without taking the same job. */
export async function claimNextJob(db: Executor, types: string[]): Promise<JobRow | null> {
  const claimed = await db.execute<JobRow>(sql`
    update jobs set status = 'processing', started_at = now(), progress = 0
    where job_id = (
      select job_id from jobs
      where status = 'queued' and run_after <= now() and type = any(${`{${types.join(',')}}`}::text[])
      order by priority desc, queued_at, job_id
      limit 1 for update skip locked)
    returning *`);
  return claimed.rows[0] ?? null;
}

export async function reportJobProgress(
  db: Executor,
  jobId: number,
  progress: number,
  total?: number | null,
) {
  await db.execute(sql`update jobs set progress = ${progress}, total = coalesce(${total ?? null}, total)
    where job_id = ${jobId}`);
}

export async function completeJob(db: Executor, jobId: number, result: unknown): Promise<void> {
  await db.execute(sql`update jobs set status = 'completed', finished_at = now(), error = null,
    result = ${JSON.stringify(result ?? null)}::jsonb, progress = coalesce(total, progress) where job_id = ${jobId}`);
}

/** A failed job is queued again with a growing delay until it has used its retries. */
export async function failJob(db: Executor, jobId: number, message: string): Promise<void> {
  await db.execute(sql`update jobs set
      retry_count = retry_count + 1,
      status = case when retry_count + 1 > max_retries then 'failed' else 'queued' end,
      run_after = now() + (power(2, retry_count + 1) || ' seconds')::interval,
      finished_at = case when retry_count + 1 > max_retries then now() end,
      error = ${message.slice(0, 2000)}
    where job_id = ${jobId}`);
}

/** Jobs left processing by a worker that died are handed back to the queue. */
export async function requeueStaleJobs(db: Executor, olderThanMinutes = 30): Promise<number> {
  const result = await db.execute(sql`update jobs set status = 'queued'
    where status = 'processing' and started_at < now() - (${olderThanMinutes} || ' minutes')::interval`);
  return result.rowCount ?? 0;
}

export async function findJob(db: Executor, jobId: number): Promise<JobRow | null> {
  const result = await db.execute<JobRow>(sql`select * from jobs where job_id = ${jobId}`);
  return result.rows[0] ?? null;
}

/** Partial results a running job publishes so a watcher sees them before it ends. */
export async function saveJobResult(db: Executor, jobId: number, result: unknown): Promise<void> {
  await db.execute(
    sql`update jobs set result = ${JSON.stringify(result ?? null)}::jsonb where job_id = ${jobId}`,
  );
}

export async function findRecentJobs(db: Executor, type: string, limit: number): Promise<JobRow[]> {
  const result = await db.execute<JobRow>(sql`select * from jobs where type = ${type}
    order by queued_at desc, job_id desc limit ${limit}`);
  return result.rows;
}
