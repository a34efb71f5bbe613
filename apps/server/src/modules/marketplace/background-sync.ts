import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { marketplaceAccounts } from '@/db/schema';
import { enqueueJob } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';
import type { JobHandler } from '@/jobs/worker';
import type { EventWriter } from '@/events';

export const MARKETPLACE_SYNC_JOB = 'marketplace-sync';
/** every connected account is synced this often, each at its own jittered moment */
export const BACKGROUND_SYNC_EVERY_MS = 6 * 3_600_000;
const JITTER_MS = 30 * 60_000;

/**
 * Claims the accounts whose background sync is due (one UPDATE, so two workers never both take one), sets each
 * its next moment 6 h ± 30 min on, and queues one sync job per account.
 */
export async function enqueueDueSyncs(db: Executor, now = new Date()): Promise<number[]> {
  const due = await db.execute<SqlColumns<typeof marketplaceAccounts, 'user_id'>>(sql`
    update marketplace_accounts
    set next_sync_at = ${now.toISOString()}::timestamptz
      + (${BACKGROUND_SYNC_EVERY_MS} + (random() * 2 - 1) * ${JITTER_MS}) * interval '1 millisecond'
    where refresh_token_enc is not null and not needs_reconnect
      and (next_sync_at is null or next_sync_at <= ${now.toISOString()}::timestamptz)
    returning user_id`);
  const userIds = due.rows.map((row) => row.user_id);
  for (const userId of userIds)
    await enqueueJob(db, {
      type: MARKETPLACE_SYNC_JOB,
      payload: { userId },
      maxRetries: 1,
      dedupeKey: `${MARKETPLACE_SYNC_JOB}:${userId}`,
    });
  return userIds;
}

/** Every 5 minutes, once however many workers run, the due syncs are queued. */
export const marketplaceSyncSchedule: Schedule = {
  name: MARKETPLACE_SYNC_JOB,
  everyMs: 5 * 60_000,
  run: (tx) => enqueueDueSyncs(tx),
};

interface SyncOutcome {
  automaticProcessing: { cardsAddedToCollection: number; cardsSuggestedForReview: number };
}

/** A background sync; what it added or suggested is an event (the notifications module tells the user). */
export function marketplaceSyncJobHandler(
  sync: { syncOrders(userId: number): Promise<SyncOutcome> },
  events: EventWriter,
): JobHandler {
  return async ({ db, job }) => {
    const { userId } = job.payload as { userId: number };
    const { automaticProcessing: done } = await sync.syncOrders(userId);
    const { cardsAddedToCollection: cardsAdded, cardsSuggestedForReview: cardsSuggested } = done;
    if (cardsAdded || cardsSuggested) {
      await events.write(db, (tx, record) =>
        record('marketplace.synced', { userId, cardsAdded, cardsSuggested }),
      );
    }
    return done;
  };
}
