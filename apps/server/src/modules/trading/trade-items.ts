import { TRADE_MESSAGES } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { conflict, notFound } from '@/lib/errors';
import * as q from './trades.queries';
import { ownCopies } from './wants.queries';

export interface ItemChoice {
  actorId: number;
  partnerId: number;
  give: number[];
  ask: number[];
  acknowledgeConflicts?: boolean;
  /** the trade being countered: copies the partner already put in it may be asked for */
  tradeId?: number;
}

/**
 * The rules of what a proposal or a counter holds, checked under the collectors' trade locks: the copies given
 * are the actor's own, the copies asked for are the partner's copies for trade (or already in this trade), no
 * copy is promised in an accepted trade, and a copy in another open proposal goes in only when acknowledged.
 * Answers the items to store.
 */
export async function checkItems(tx: Executor, choice: ItemChoice) {
  const give = [...new Set(choice.give)];
  const ask = [...new Set(choice.ask)];
  const own = await ownCopies(tx, choice.actorId, give);
  if (own.length !== give.length) throw notFound(TRADE_MESSAGES.userCardNotFound);
  const offered = await q.offeredCopies(tx, choice.partnerId, ask);
  const alreadyIn = choice.tradeId
    ? await q.itemIdsOf(tx, choice.tradeId, choice.partnerId)
    : new Set<number>();
  if (ask.some((id) => !offered.has(id) && !alreadyIn.has(id))) throw notFound(TRADE_MESSAGES.notOffered);
  // an asked copy already in this trade must still be the partner's
  const partnerOwns = await ownCopies(tx, choice.partnerId, ask);
  if (partnerOwns.length !== ask.length) throw conflict(TRADE_MESSAGES.copyGone);

  const held = await q.tradesHolding(tx, [...give, ...ask], choice.tradeId);
  const promised = held.find((copy) => copy.status === 'accepted');
  if (promised) throw conflict(TRADE_MESSAGES.copyPromised(promised.label, promised.trade_id));
  const open = held[0];
  if (open && !choice.acknowledgeConflicts)
    throw conflict(TRADE_MESSAGES.copyInOpenTrade(open.label, open.trade_id));

  return [
    ...give.map((userCardId) => ({ giverId: choice.actorId, userCardId })),
    ...ask.map((userCardId) => ({ giverId: choice.partnerId, userCardId })),
  ];
}
