import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { EventSubscriptions } from '@/events';
import { enqueueJob, releaseDedupeKey } from '@/jobs/job-queue';
import type { JobHandler } from '@/jobs/worker';
import { customProgress, evaluateCollector, type CustomQueryRunner } from './achievement-engine';

export const EVALUATE_COLLECTOR_JOB = 'achievements.evaluate';
export const REEVALUATE_ALL_JOB = 'achievements.reevaluate-all';

/** A burst of events waits this long, so 1,000 adds in a row become one or two evaluations. */
const COALESCE_MS = 2_000;
const BATCH = 50;

/**
 * Queues one evaluation of the collector's achievements. While one is queued, further events join it (its
 * dedupe key); the running job gives the key up as it starts, so an event arriving mid-run queues another.
 */
export async function queueCollectorEvaluation(tx: Executor, userId: number): Promise<void> {
  // only a job this call creates is held back, so a steady stream of events cannot postpone it for ever
  await enqueueJob(tx, {
    type: EVALUATE_COLLECTOR_JOB,
    payload: { userId },
    priority: -5,
    dedupeKey: `achievements:user:${userId}`,
    delayMs: COALESCE_MS,
  });
}

export async function queueReevaluateAll(
  tx: Executor,
  reason: { createdBy: number | null; achievementId?: number },
) {
  return enqueueJob(tx, {
    type: REEVALUATE_ALL_JOB,
    payload: { achievementId: reason.achievementId ?? null },
    priority: -10,
    createdBy: reason.createdBy,
    dedupeKey: 'achievements:all',
  });
}

export function evaluateCollectorJobHandler(runCustom: CustomQueryRunner | null): JobHandler {
  return async ({ db, job, step }) => {
    const { userId } = job.payload as { userId: number };
    await releaseDedupeKey(db, job.job_id);
    const custom = await customProgress(db, userId, runCustom);
    return step((tx) => evaluateCollector(tx, userId, custom));
  };
}

/** Re-evaluates every collector (after an admin edit, or on request), a batch per step, with progress. */
export function reevaluateAllJobHandler(runCustom: CustomQueryRunner | null): JobHandler {
  return async ({ db, job, step, progress }) => {
    await releaseDedupeKey(db, job.job_id);
    const users = await db.execute<{ user_id: number }>(sql`select user_id from users order by user_id`);
    const ids = users.rows.map((row) => row.user_id);
    let unlocked = 0;
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const custom = new Map<number, Map<number, number>>();
      for (const userId of batch) custom.set(userId, await customProgress(db, userId, runCustom));
      unlocked += await step(async (tx) => {
        let count = 0;
        for (const userId of batch)
          count += (await evaluateCollector(tx, userId, custom.get(userId))).unlocked.length;
        return count;
      });
      await progress(Math.min(ids.length, start + BATCH), ids.length);
    }
    return { users: ids.length, unlocked };
  };
}

/** Everything a collector does that an achievement can count queues an evaluation of them. */
const COUNTED_EVENTS = [
  'collection.cardsAdded',
  'collection.cardsRemoved',
  'collection.cardsEdited',
  'photos.added',
  'photos.removed',
  'comments.posted',
  'auth.signedIn',
  'cardImages.decided',
] as const;

/** The achievements' subscribers: one coalesced evaluation per collector (queueCollectorEvaluation). */
export function subscribeAchievements(events: EventSubscriptions): void {
  for (const event of COUNTED_EVENTS) {
    events.on(event, 'achievements.evaluate', (tx, { userId }) => queueCollectorEvaluation(tx, userId));
  }
}
