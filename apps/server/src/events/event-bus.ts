import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import type { JobHandler } from '@/jobs/worker';
import {
  DOMAIN_EVENTS,
  recordEvent,
  type DomainEvent,
  type DomainEventName,
  type DomainEvents,
  type EventWriter,
} from './domain-events';

export type Subscriber<K extends DomainEventName> = (tx: Executor, data: DomainEvents[K]) => Promise<void>;

/** What a module gets to register its subscribers with (its `subscribe…` function in its index.ts). */
export interface EventSubscriptions {
  /**
   * `subscriber` names the effect as docs/architecture.md's event map lists it ("search.documents"). Each
   * subscriber is idempotent or runs exactly once: it runs inside the delivery's transaction, which also
   * marks the event delivered, so a delivery retried after a crash finds nothing of the failed one.
   */
  on<K extends DomainEventName>(event: K, subscriber: string, handle: Subscriber<K>): void;
}

export interface EventBus extends EventSubscriptions, EventWriter {
  /** Runs every subscriber of the event, in the order they registered, inside the caller's transaction. */
  dispatch(tx: Executor, event: DomainEvent): Promise<void>;
  /** Delivers recorded events now, in this process (see deliver below). */
  deliver(db: Executor, eventIds: number[]): Promise<void>;
  /** The worker's handler for the outbox: events whose delivery did not happen at once (a crash, a failure). */
  jobHandler: JobHandler;
  /** Each event's subscribers by name, in delivery order (the event map's test reads this). */
  subscriberNames(): Record<DomainEventName, string[]>;
}

interface Registered {
  subscriber: string;
  handle: Subscriber<DomainEventName>;
}

/**
 * The event kernel: it records, delivers and retries events, and knows no subscriber; modules register theirs
 * (services.ts wires each module's subscribe function once per process).
 */
export function createEventBus(): EventBus {
  const registry = new Map<DomainEventName, Registered[]>();

  const dispatch = async (tx: Executor, event: DomainEvent) => {
    for (const { handle } of registry.get(event.name) ?? []) await handle(tx, event.data as never);
  };

  /**
   * Each event is claimed (only while still queued, so the worker and this never both deliver it), dispatched
   * and completed in one transaction. A failure leaves it queued for the worker, which retries it; the write
   * that recorded it has already committed and its answer stands.
   */
  const deliver = async (db: Executor, eventIds: number[]) => {
    if (eventIds.length === 0) return;
    try {
      await db.transaction(async (tx) => {
        const claimed = await tx.execute<{ job_id: number; payload: DomainEvent }>(sql`
          update jobs set status = 'completed', started_at = now(), finished_at = now(), attempt = attempt + 1
          where job_id = any(${intArray(eventIds)}) and status = 'queued'
          returning job_id, payload`);
        const events = [...claimed.rows].sort((a, b) => a.job_id - b.job_id);
        for (const row of events) await dispatch(tx, row.payload);
      });
    } catch {
      // the rows are still queued (the transaction rolled back): the worker delivers them
    }
  };

  return {
    on(event, subscriber, handle) {
      if (!(event in DOMAIN_EVENTS)) throw new Error(`unknown domain event ${event}`);
      const list = registry.get(event) ?? [];
      if (list.some((registered) => registered.subscriber === subscriber)) {
        throw new Error(`${subscriber} already subscribes to ${event}`);
      }
      registry.set(event, [...list, { subscriber, handle: handle as Subscriber<DomainEventName> }]);
    },
    dispatch,
    deliver,
    async write(db, work) {
      const eventIds: number[] = [];
      const result = await db.transaction((tx) =>
        work(tx, async (name, data) => {
          eventIds.push(await recordEvent(tx, name, data));
        }),
      );
      await deliver(db, eventIds);
      return result;
    },
    jobHandler: ({ job, step }) => step((tx) => dispatch(tx, job.payload as DomainEvent)),
    subscriberNames() {
      const names = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
      return Object.fromEntries(
        names.map((name) => [name, (registry.get(name) ?? []).map((registered) => registered.subscriber)]),
      ) as Record<DomainEventName, string[]>;
    },
  };
}
