import type { Executor } from '@/db/client';
import { enqueueJob } from '@/jobs/job-queue';

/** Which catalogue rows a change touched; every list is optional. */
export interface CatalogueScope {
  setIds?: number[];
  seriesIds?: number[];
  playerIds?: number[];
  teamIds?: number[];
  cardIds?: number[];
  /** only cards and their player-team pairs changed: the listed rows changed in what they count */
  cardsOnly?: boolean;
}

/** Every domain event and its payload. One event per user action, never one per row. */
export interface DomainEvents {
  'catalogue.cardsChanged': CatalogueScope;
  'collection.cardsAdded': { userId: number; userCardIds: number[] };
  'collection.cardsRemoved': { userId: number; userCardIds: number[] };
  'collection.cardsEdited': { userId: number; userCardIds: number[] };
  'photos.added': { userId: number; userCardId: number };
  'photos.removed': { userId: number; userCardId: number };
  'comments.posted': { commentId: number; userId: number };
  'auth.signedIn': { userId: number };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventName]: { name: K; data: DomainEvents[K] } }[DomainEventName];

/** Events are rows of the job table (an outbox): written in the transaction that causes them. */
export const DOMAIN_EVENT_JOB = 'domain-event';

/** Records the event inside the caller's transaction; returns the outbox row's id. */
export async function recordEvent<K extends DomainEventName>(
  tx: Executor,
  name: K,
  data: DomainEvents[K],
): Promise<number> {
  // ahead of spreadsheets and imports: search documents and counts should follow a write within a moment
  const job = await enqueueJob(tx, { type: DOMAIN_EVENT_JOB, payload: { name, data }, priority: 10 });
  return job.job_id;
}

export type RecordEvent = <K extends DomainEventName>(name: K, data: DomainEvents[K]) => Promise<void>;

/**
 * Runs a write in one transaction with `record` for its events, then delivers them at once in this process
 * (callers answer with what the subscribers keep current, as before events). A crash after the commit loses
 * nothing: the rows stay queued and the worker delivers them. `deliver` comes from event-delivery.ts.
 */
export async function writeWithEvents<T>(
  db: Executor,
  deliver: (db: Executor, eventIds: number[]) => Promise<void>,
  work: (tx: Executor, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const eventIds: number[] = [];
  const result = await db.transaction((tx) =>
    work(tx, async (name, data) => {
      eventIds.push(await recordEvent(tx, name, data));
    }),
  );
  await deliver(db, eventIds);
  return result;
}
