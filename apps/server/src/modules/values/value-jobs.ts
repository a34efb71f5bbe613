import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { enqueueJob, releaseDedupeKey, saveJobResult } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';
import type { JobHandler } from '@/jobs/worker';
import { recomputeCardValues } from './card-values.compute';

export const CARD_VALUES_JOB = 'values.recompute-cards';
export const ALL_CARD_VALUES_JOB = 'values.recompute-all';

/** A burst of edits waits this long, so a series bulk add recomputes its cards once. */
const COALESCE_MS = 2_000;
/** cards recomputed per transaction of the queue's job */
const QUEUE_BATCH = 500;
/** card ids per transaction of the from-scratch run: each is one set-based statement over its evidence */
const RANGE = 50_000;

/**
 * Queues the cards' values for recomputation: the ids land in card_value_queue (a card queued twice is one
 * row) and one coalesced job drains it. Runs in the caller's transaction, so a write and its queueing commit
 * together.
 */
export async function queueCardValues(tx: Executor, cardIds: number[]): Promise<void> {
  if (cardIds.length === 0) return;
  await tx.execute(sql`insert into card_value_queue (card_id)
    select distinct unnest(${intArray(cardIds)}) on conflict do nothing`);
  await enqueueJob(tx, {
    type: CARD_VALUES_JOB,
    payload: {},
    priority: -5,
    dedupeKey: CARD_VALUES_JOB,
    delayMs: COALESCE_MS,
  });
}

/** The cards a collector's entries and purchase lines are evidence for (their setting changed). */
export async function queueCollectorCards(tx: Executor, userId: number): Promise<void> {
  const rows = await tx.execute<{ card_id: number }>(sql`
    select card_id from user_cards where user_id = ${userId}
      and (purchase_price is not null or estimated_value is not null)
    union select matched_card_id from marketplace_purchases where user_id = ${userId} and matched_card_id is not null`);
  await queueCardValues(
    tx,
    rows.rows.map((row) => row.card_id),
  );
}

/**
 * Drains the queue a batch per transaction: the batch leaves the queue in the transaction that writes its
 * values, so a crash loses nothing (the rows stay queued, the job is retried) and a rerun computes the same.
 */
export const cardValuesJobHandler: JobHandler = async ({ db, job, step }) => {
  await releaseDedupeKey(db, job.job_id);
  let cards = 0;
  for (;;) {
    const done = await step(async (tx) => {
      const taken = await tx.execute<{ card_id: number }>(sql`
        delete from card_value_queue where card_id in (
          select card_id from card_value_queue order by queued_at, card_id limit ${QUEUE_BATCH}
          for update skip locked)
        returning card_id`);
      const cardIds = taken.rows.map((row) => row.card_id);
      await recomputeCardValues(tx, { cardIds });
      return cardIds.length;
    });
    cards += done;
    if (done < QUEUE_BATCH) return { cards };
  }
};

/** Where a from-scratch run stands: the first card id not yet done, and the values it has written so far. */
export type FullRunCheckpoint = { next_id: number; values: number };

const isCheckpoint = (value: unknown): value is FullRunCheckpoint =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as FullRunCheckpoint).next_id) &&
  Number.isInteger((value as FullRunCheckpoint).values);

/**
 * Every card's values from scratch, a range of RANGE card ids per transaction (one set-based statement each),
 * with progress. `resume` starts after a crash where the last committed range ended; `inTransaction` runs
 * each range (the job's runs it as a step that records the checkpoint in the same transaction).
 */
export async function recomputeAllCardValues(
  db: Db,
  options: {
    resume?: FullRunCheckpoint;
    inTransaction?: (work: (tx: Executor) => Promise<FullRunCheckpoint>) => Promise<FullRunCheckpoint>;
    onProgress?: (done: number, total: number) => Promise<void>;
  } = {},
): Promise<{ values: number }> {
  const bounds = await db.execute<{ low: number | null; high: number | null }>(
    sql`select min(card_id) as low, max(card_id) as high from cards`,
  );
  const { low, high } = bounds.rows[0]!;
  if (low === null || high === null) return { values: 0 };
  const inTransaction = options.inTransaction ?? ((work) => db.transaction(work));
  let at: FullRunCheckpoint = options.resume ?? { next_id: low, values: 0 };
  while (at.next_id <= high) {
    const { next_id: fromId, values } = at;
    const toId = Math.min(high, fromId + RANGE - 1);
    at = await inTransaction(async (tx) => ({
      next_id: toId + 1,
      values: values + (await recomputeCardValues(tx, { fromId, toId })),
    }));
    await options.onProgress?.(toId - low + 1, high - low + 1);
  }
  return { values: at.values };
}

/** A retried run (the worker died mid-way) resumes from the checkpoint its last committed range saved. */
export const allCardValuesJobHandler: JobHandler = async ({ db, job, progress, step }) => {
  await releaseDedupeKey(db, job.job_id);
  return recomputeAllCardValues(db, {
    resume: isCheckpoint(job.result) ? job.result : undefined,
    inTransaction: (work) =>
      step(async (tx, claim) => {
        const checkpoint = await work(tx);
        await saveJobResult(tx, claim, checkpoint);
        return checkpoint;
      }),
    onProgress: progress,
  });
};

/**
 * Nightly, every card's values from scratch: evidence that left without an event (an account deleted, a
 * purchase line's entry gone) and prices ageing out of the window are caught up.
 */
export const cardValuesSchedule: Schedule = {
  name: ALL_CARD_VALUES_JOB,
  everyMs: 24 * 3_600_000,
  run: (tx) =>
    enqueueJob(tx, { type: ALL_CARD_VALUES_JOB, payload: {}, dedupeKey: ALL_CARD_VALUES_JOB, maxRetries: 1 }),
};
