import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { enqueueJob, releaseDedupeKey } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';
import type { JobHandler } from '@/jobs/worker';
import { recomputeCardValues } from './card-values.compute';

export const CARD_VALUES_JOB = 'values.recompute-cards';
export const ALL_CARD_VALUES_JOB = 'values.recompute-all';

/** A burst of edits waits this long, so a series bulk add recomputes its cards once. */
const COALESCE_MS = 2_000;
/** cards recomputed per transaction of the queue's job */
const QUEUE_BATCH = 500;
/** card ids per transaction of the from-scratch run */
const RANGE = 2_000;

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

/** Every card's values from scratch, a range of card ids per transaction, with progress. */
export async function recomputeAllCardValues(
  db: Db,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<{ values: number }> {
  const bounds = await db.execute<{ low: number | null; high: number | null }>(
    sql`select min(card_id) as low, max(card_id) as high from cards`,
  );
  const { low, high } = bounds.rows[0]!;
  if (low === null || high === null) return { values: 0 };
  let values = 0;
  for (let from = low; from <= high; from += RANGE) {
    const toId = Math.min(high, from + RANGE - 1);
    values += await db.transaction((tx) => recomputeCardValues(tx, { fromId: from, toId }));
    await onProgress?.(toId - low + 1, high - low + 1);
  }
  return { values };
}

export const allCardValuesJobHandler: JobHandler = async ({ db, job, progress }) => {
  await releaseDedupeKey(db, job.job_id);
  return recomputeAllCardValues(db, progress);
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
