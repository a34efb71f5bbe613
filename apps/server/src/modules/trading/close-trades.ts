import { sql } from 'drizzle-orm';
import { TRADE_MESSAGES } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { recordEvent, type RecordEvent } from '@/events';
import { conflict } from '@/lib/errors';
import type { RemovalGuard } from '@/modules/collection';
import * as q from './trades.queries';

export const CLOSED_REASONS = {
  copyLeft: 'A card in it left its owner’s collection',
  copyTraded: (tradeId: number) => `A card in it went to another collector in trade #${tradeId}`,
  blocked: 'Trading between you was blocked',
} as const;

/** Closes open trades (locked by the caller's query), each with its transition and a notice to both sides. */
async function close(tx: Executor, record: RecordEvent, open: q.TradeRow[], reason: string) {
  for (const trade of open) {
    await q.updateTrade(
      tx,
      trade.trade_id,
      sql`status = 'closed', awaiting_user_id = null, closed_reason = ${reason}`,
    );
    await q.recordTransition(
      tx,
      { tradeId: trade.trade_id, actorId: null, action: 'closed', from: trade.status, to: 'closed' },
      { reason },
    );
    await record('trading.tradeUpdated', {
      tradeId: trade.trade_id,
      action: 'closed',
      actorId: null,
      notifyUserIds: [trade.proposer_id, trade.recipient_id],
      text: reason,
    });
  }
  return open.map((trade) => trade.trade_id);
}

export async function closeTradesHolding(
  tx: Executor,
  record: RecordEvent,
  userCardIds: number[],
  reason: string,
) {
  if (userCardIds.length === 0) return [];
  return close(tx, record, await q.openTradesHolding(tx, userCardIds), reason);
}

export async function closeTradesBetween(
  tx: Executor,
  record: RecordEvent,
  a: number,
  b: number,
  reason: string,
) {
  return close(tx, record, await q.openTradesBetween(tx, a, b), reason);
}

/** A subscriber's recorder: its events are delivered by the worker after the delivery commits. */
export const recordLater =
  (tx: Executor): RecordEvent =>
  async (name, data) => {
    await recordEvent(tx, name, data);
  };

/**
 * The collection asks this before deleting entries (wired in services.ts): a copy promised in an accepted
 * trade is never deleted; one in an open proposal only once the collector confirmed (the proposal then closes,
 * trading.closeTradesOfRemovedCopies). A bulk removal ('keep-held') leaves every copy in a trade where it is
 * and removes the rest. Under the collector's trade lock, so no acceptance slips in between.
 */
export const guardTradedCopies: RemovalGuard = async (tx, userId, userCardIds, policy) => {
  await q.lockCollectors(tx, [userId]);
  const held = await q.tradesHolding(tx, userCardIds);
  if (policy === 'keep-held')
    return {
      userCardIds: [...new Set(held.map((copy) => copy.user_card_id))],
      tradeIds: [...new Set(held.map((copy) => copy.trade_id))],
    };
  const promised = held.find((copy) => copy.status === 'accepted');
  if (promised) throw conflict(TRADE_MESSAGES.deletePromised(promised.trade_id));
  if (held.length > 0 && policy !== 'confirmed')
    throw conflict(TRADE_MESSAGES.deleteOpenTrade([...new Set(held.map((copy) => copy.trade_id))]));
  return { userCardIds: [], tradeIds: [] };
};
