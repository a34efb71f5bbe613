import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import type { JobHandler } from '@/jobs/worker';
import { queueCollectorEvaluation } from '@/modules/achievements';
import { refreshAggregates } from '@/modules/aggregates';
import { refreshSearchDocuments } from '@/modules/search';
import { requeueStoredSpreadsheets } from '@/modules/spreadsheets';
import { DOMAIN_EVENT_JOB, type DomainEvent, type DomainEventName, type DomainEvents } from './domain-events';

type Subscriber<K extends DomainEventName> = (tx: Executor, data: DomainEvents[K]) => Promise<void>;
type Subscribers = { [K in DomainEventName]: Subscriber<K>[] };

/**
 * Who listens to what. Each subscriber is idempotent (it recomputes from the rows), so a delivery retried
 * after a crash does no harm. Achievements queue a coalesced evaluation of the collector; the marketplace subscribes here later.
 */
export const SUBSCRIBERS: Subscribers = {
  'catalogue.cardsChanged': [
    (tx, scope) => refreshAggregates(tx, scope),
    (tx, scope) => refreshSearchDocuments(tx, scope),
    (tx, scope) => requeueStoredSpreadsheets(tx, scope.setIds ?? []),
  ],
  'collection.cardsAdded': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'collection.cardsRemoved': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'collection.cardsEdited': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'photos.added': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'photos.removed': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'comments.posted': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
  'auth.signedIn': [(tx, { userId }) => queueCollectorEvaluation(tx, userId)],
};

/** Runs every subscriber of the event inside the caller's transaction. */
export async function dispatchEvent(tx: Executor, event: DomainEvent): Promise<void> {
  const subscribers = SUBSCRIBERS[event.name] as Subscriber<typeof event.name>[];
  for (const subscriber of subscribers) await subscriber(tx, event.data as never);
}

/**
 * Delivers recorded events now, in this process: each is claimed (only while still queued, so the worker and
 * this never both deliver it), dispatched and completed in one transaction. A failure leaves it queued for
 * the worker, which retries it; the write that recorded it has already committed and its answer stands.
 */
export async function deliverEvents(db: Executor, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return;
  try {
    await db.transaction(async (tx) => {
      const claimed = await tx.execute<{ job_id: number; payload: DomainEvent }>(sql`
        update jobs set status = 'completed', started_at = now(), finished_at = now(), attempt = attempt + 1
        where job_id = any(${intArray(eventIds)}) and status = 'queued'
        returning job_id, payload`);
      const events = [...claimed.rows].sort((a, b) => a.job_id - b.job_id);
      for (const row of events) await dispatchEvent(tx, row.payload);
    });
  } catch {
    // the rows are still queued (the transaction rolled back): the worker delivers them
  }
}

/** The worker's handler for the outbox: events whose delivery did not happen at once (a crash, a failure). */
export const domainEventJobHandler: JobHandler = ({ job, step }) =>
  step((tx) => dispatchEvent(tx, job.payload as DomainEvent));

export { DOMAIN_EVENT_JOB };
