import type { EventSubscriptions } from '@/events';
import { CLOSED_REASONS, closeTradesHolding, recordLater } from './close-trades';

/** Trading reacts to copies leaving a collection: the open proposals holding them close, with a notice. */
export function subscribeTrading(events: EventSubscriptions): void {
  events.on('collection.cardsRemoved', 'trading.closeTradesOfRemovedCopies', async (tx, { userCardIds }) => {
    await closeTradesHolding(tx, recordLater(tx), userCardIds, CLOSED_REASONS.copyLeft);
  });
}
