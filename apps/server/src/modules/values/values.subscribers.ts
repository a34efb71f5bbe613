import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import type { EventSubscriptions } from '@/events';
import { queueCardValues } from './value-jobs';

async function cardsOfEntries(tx: Executor, userCardIds: number[]): Promise<number[]> {
  const rows = await tx.execute<{ card_id: number }>(
    sql`select distinct card_id from user_cards where user_card_id = any(${intArray(userCardIds)})`,
  );
  return rows.rows.map((row) => row.card_id);
}

/**
 * Values follow the evidence: an entry added, edited or removed (a purchase synced into the collection is an
 * add) queues its card's values for recomputation.
 */
export function subscribeValues(events: EventSubscriptions): void {
  for (const event of ['collection.cardsAdded', 'collection.cardsEdited'] as const) {
    events.on(event, 'values.queueCards', async (tx, { userCardIds }) =>
      queueCardValues(tx, await cardsOfEntries(tx, userCardIds)),
    );
  }
  // the entries are gone by now: the event names their cards
  events.on('collection.cardsRemoved', 'values.queueCards', (tx, { cardIds }) =>
    queueCardValues(tx, cardIds ?? []),
  );
}
