import { sql } from 'drizzle-orm';
import { isOpenTrade, TRADE_MESSAGES, type FeedbackRating, type TradeAction } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import type { EventWriter, RecordEvent } from '@/events';
import { badRequest, conflict, forbidden, notFound } from '@/lib/errors';
import type { CopyTransfer, UserCardsService } from '@/modules/collection';
import { postPrivateMessage } from '@/modules/comments';
import { CLOSED_REASONS, closeTradesHolding } from './close-trades';
import { blockedEitherWay, findCollectorByName, findCollectors } from './collectors.queries';
import { checkItems } from './trade-items';
import { tradeDetail, tradeSummaries } from './trade-view';
import * as q from './trades.queries';

export interface TradesDeps {
  db: Db;
  events: EventWriter;
  /** the collection's own move of copies between collections (its rules and events) */
  userCards: Pick<UserCardsService, 'transfer'>;
}

interface Items {
  give: number[];
  ask: number[];
  message?: string | null;
  acknowledge_conflicts?: boolean;
}

/** What a step does inside the trade's locked transaction; `afterCommit` runs once it has committed. */
type StepWork = (
  tx: Executor,
  record: RecordEvent,
  trade: q.TradeRow,
  afterCommit: (work: () => Promise<void>) => void,
) => Promise<string>;

const partnerOf = (trade: q.TradeRow, userId: number) =>
  trade.proposer_id === userId ? trade.recipient_id : trade.proposer_id;
const roleOf = (trade: q.TradeRow, userId: number) =>
  trade.proposer_id === userId ? 'proposer' : 'recipient';

/**
 * Trades and their state machine: proposed → countered (any number of times) → accepted, declined or
 * withdrawn; an accepted trade is cancelled by either side before anything shipped, or shipped and received by each side and completes when both have received,
 * moving the copies in that transaction. Every step runs under both collectors' trade locks and the trade's
 * row lock (SELECT … FOR UPDATE), re-reads the state and records its transition: two steps at once resolve
 * to one outcome. Only the two collectors see a trade; anyone else gets 404 on every call.
 */
export function createTradesService({ db, events, userCards }: TradesDeps) {
  async function participantTrade(tradeId: number, userId: number) {
    const trade = await q.findTrade(db, tradeId);
    if (!trade || (trade.proposer_id !== userId && trade.recipient_id !== userId))
      throw notFound(TRADE_MESSAGES.tradeNotFound);
    return trade;
  }

  async function refuseIfMuted(userId: number) {
    const me = (await findCollectors(db, [userId])).get(userId);
    if (me?.is_muted) throw forbidden(TRADE_MESSAGES.muted);
  }

  const answer = async (tradeId: number, userId: number, message: string) => ({
    success: true as const,
    message,
    trade: await tradeDetail(db, (await q.findTrade(db, tradeId))!, userId),
  });

  async function step(tradeId: number, actorId: number, work: StepWork) {
    const known = await participantTrade(tradeId, actorId);
    const after: (() => Promise<void>)[] = [];
    const message = await events.write(db, async (tx, record) => {
      await q.lockCollectors(tx, [known.proposer_id, known.recipient_id]);
      const trade = await q.lockTrade(tx, tradeId);
      return work(tx, record, trade, (fn) => after.push(fn));
    });
    for (const fn of after) await fn();
    return answer(tradeId, actorId, message);
  }

  /** Moves the trade to `to`, records the transition and tells the other collector. */
  async function transition(
    tx: Executor,
    record: RecordEvent,
    trade: q.TradeRow,
    move: { actorId: number; action: TradeAction; to: q.TradeRow['status']; set?: ReturnType<typeof sql> },
  ) {
    await q.updateTrade(tx, trade.trade_id, sql`status = ${move.to}${move.set ? sql`, ${move.set}` : sql``}`);
    await q.recordTransition(tx, {
      tradeId: trade.trade_id,
      actorId: move.actorId,
      action: move.action,
      from: trade.status,
      to: move.to,
    });
    await record('trading.tradeUpdated', {
      tradeId: trade.trade_id,
      action: move.action,
      actorId: move.actorId,
      notifyUserIds: [partnerOf(trade, move.actorId)],
    });
  }

  async function postMessage(
    tx: Executor,
    record: RecordEvent,
    tradeId: number,
    userId: number,
    text?: string | null,
  ) {
    if (text) await postPrivateMessage(tx, record, { userId, subject: 'trade', itemId: tradeId, text });
  }

  function answerable(trade: q.TradeRow, actorId: number) {
    if (!isOpenTrade(trade.status)) throw conflict(TRADE_MESSAGES.notOpen(trade.status));
    if (trade.awaiting_user_id !== actorId) throw conflict(TRADE_MESSAGES.notYourTurn);
  }

  function accepted(trade: q.TradeRow) {
    if (trade.status !== 'accepted') throw conflict(TRADE_MESSAGES.notAccepted(trade.status));
  }

  /** Both sides received: the copies move (one transaction with the step), other proposals holding them close. */
  async function complete(tx: Executor, record: RecordEvent, trade: q.TradeRow, actorId: number) {
    const items = await q.itemCopies(tx, trade.trade_id);
    if (items.some((item) => item.gone)) throw conflict(TRADE_MESSAGES.copyGone);
    const ids = items.map((item) => item.user_card_id);
    await closeTradesHolding(tx, record, ids, CLOSED_REASONS.copyTraded(trade.trade_id));
    const names = await findCollectors(tx, [trade.proposer_id, trade.recipient_id]);
    const transfers: CopyTransfer[] = items.map((item) => ({
      userCardId: item.user_card_id,
      fromUserId: item.giver_id,
      toUserId: partnerOf(trade, item.giver_id),
      note: `Received in trade #${trade.trade_id} from @${names.get(item.giver_id)!.username}`,
    }));
    const moved = await userCards.transfer(tx, record, transfers);
    await q.setReceivedCopies(tx, trade.trade_id, moved.received);
    await q.updateTrade(tx, trade.trade_id, sql`status = 'completed', completed_at = now()`);
    await q.recordTransition(tx, {
      tradeId: trade.trade_id,
      actorId,
      action: 'completed',
      from: 'accepted',
      to: 'completed',
    });
    await record('trading.tradeUpdated', {
      tradeId: trade.trade_id,
      action: 'completed',
      actorId,
      notifyUserIds: [trade.proposer_id, trade.recipient_id],
    });
    return moved.afterCommit;
  }

  return {
    list: async (userId: number, scope: 'open' | 'history') => ({
      success: true as const,
      trades: await tradeSummaries(db, userId, scope),
    }),

    async detail(tradeId: number, userId: number) {
      return {
        success: true as const,
        trade: await tradeDetail(db, await participantTrade(tradeId, userId), userId),
      };
    },

    async propose(actorId: number, body: Items & { recipient: string }) {
      await refuseIfMuted(actorId);
      const partner = await findCollectorByName(db, body.recipient);
      if (!partner || !partner.is_active) throw notFound(TRADE_MESSAGES.collectorNotFound);
      if (partner.user_id === actorId) throw badRequest(TRADE_MESSAGES.self);
      if (!partner.is_public_profile) throw forbidden(TRADE_MESSAGES.profilePrivate);
      if (await blockedEitherWay(db, actorId, partner.user_id)) throw forbidden(TRADE_MESSAGES.blocked);
      const tradeId = await events.write(db, async (tx, record) => {
        await q.lockCollectors(tx, [actorId, partner.user_id]);
        const items = await checkItems(tx, {
          actorId,
          partnerId: partner.user_id,
          give: body.give,
          ask: body.ask,
          acknowledgeConflicts: body.acknowledge_conflicts,
        });
        const id = await q.insertTrade(tx, actorId, partner.user_id);
        await q.replaceItems(tx, id, items);
        await q.recordTransition(tx, {
          tradeId: id,
          actorId,
          action: 'proposed',
          from: null,
          to: 'proposed',
        });
        await postMessage(tx, record, id, actorId, body.message);
        await record('trading.tradeUpdated', {
          tradeId: id,
          action: 'proposed',
          actorId,
          notifyUserIds: [partner.user_id],
        });
        return id;
      });
      return answer(tradeId, actorId, TRADE_MESSAGES.proposed);
    },

    async counter(tradeId: number, actorId: number, body: Items) {
      await participantTrade(tradeId, actorId);
      await refuseIfMuted(actorId);
      return step(tradeId, actorId, async (tx, record, trade) => {
        answerable(trade, actorId);
        const partnerId = partnerOf(trade, actorId);
        const items = await checkItems(tx, {
          actorId,
          partnerId,
          give: body.give,
          ask: body.ask,
          acknowledgeConflicts: body.acknowledge_conflicts,
          tradeId,
        });
        await q.replaceItems(tx, tradeId, items);
        await transition(tx, record, trade, {
          actorId,
          action: 'countered',
          to: 'countered',
          set: sql`awaiting_user_id = ${partnerId}`,
        });
        await postMessage(tx, record, tradeId, actorId, body.message);
        return TRADE_MESSAGES.countered;
      });
    },

    accept: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade) => {
        answerable(trade, actorId);
        if ((await q.missingItems(tx, tradeId)).length > 0) throw conflict(TRADE_MESSAGES.copyGone);
        const items = await q.tradeItems(tx, tradeId);
        const held = await q.tradesHolding(
          tx,
          items.map((item) => item.user_card_id),
          tradeId,
        );
        const promised = held.find((copy) => copy.status === 'accepted');
        if (promised) throw conflict(TRADE_MESSAGES.copyPromised(promised.label, promised.trade_id));
        await transition(tx, record, trade, {
          actorId,
          action: 'accepted',
          to: 'accepted',
          set: sql`awaiting_user_id = null, accepted_at = now()`,
        });
        return TRADE_MESSAGES.accepted;
      }),

    decline: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade) => {
        answerable(trade, actorId);
        await transition(tx, record, trade, {
          actorId,
          action: 'declined',
          to: 'declined',
          set: sql`awaiting_user_id = null`,
        });
        return TRADE_MESSAGES.declined;
      }),

    withdraw: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade) => {
        if (!isOpenTrade(trade.status)) throw conflict(TRADE_MESSAGES.notOpen(trade.status));
        await transition(tx, record, trade, {
          actorId,
          action: 'withdrawn',
          to: 'withdrawn',
          set: sql`awaiting_user_id = null`,
        });
        return TRADE_MESSAGES.withdrawn;
      }),

    /** Either side calls off an accepted trade while no card of it is in the post; the copies are free again. */
    cancel: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade) => {
        accepted(trade);
        if (trade.proposer_shipped_at || trade.recipient_shipped_at)
          throw conflict(TRADE_MESSAGES.cancelShipped);
        await transition(tx, record, trade, { actorId, action: 'cancelled', to: 'cancelled' });
        return TRADE_MESSAGES.cancelled;
      }),

    ship: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade) => {
        accepted(trade);
        const role = roleOf(trade, actorId);
        if (trade[`${role}_shipped_at`]) throw conflict(TRADE_MESSAGES.alreadyShipped);
        const column = sql.raw(`${role}_shipped_at`);
        await transition(tx, record, trade, {
          actorId,
          action: 'shipped',
          to: 'accepted',
          set: sql`${column} = now()`,
        });
        return TRADE_MESSAGES.shipped;
      }),

    receive: (tradeId: number, actorId: number) =>
      step(tradeId, actorId, async (tx, record, trade, afterCommit) => {
        accepted(trade);
        const role = roleOf(trade, actorId);
        const other = role === 'proposer' ? 'recipient' : 'proposer';
        if (trade[`${role}_received_at`]) throw conflict(TRADE_MESSAGES.alreadyReceived);
        if (!trade[`${other}_shipped_at`]) throw conflict(TRADE_MESSAGES.notShippedYet);
        const column = sql.raw(`${role}_received_at`);
        await transition(tx, record, trade, {
          actorId,
          action: 'received',
          to: 'accepted',
          set: sql`${column} = now()`,
        });
        if (!trade[`${other}_received_at`]) return TRADE_MESSAGES.received;
        afterCommit(await complete(tx, record, trade, actorId));
        return TRADE_MESSAGES.completed;
      }),

    feedback: (tradeId: number, actorId: number, body: { rating: FeedbackRating; comment?: string | null }) =>
      step(tradeId, actorId, async (tx, _record, trade) => {
        if (trade.status !== 'completed') throw conflict(TRADE_MESSAGES.feedbackNotCompleted);
        const saved = await q.insertFeedback(tx, {
          tradeId,
          fromUserId: actorId,
          toUserId: partnerOf(trade, actorId),
          rating: body.rating,
          comment: body.comment || null,
        });
        if (!saved) throw conflict(TRADE_MESSAGES.feedbackExists);
        return TRADE_MESSAGES.feedbackSaved;
      }),

    participantTrade,
    refuseIfMuted,
  };
}

export type TradesService = ReturnType<typeof createTradesService>;
