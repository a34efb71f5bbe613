import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { listPrivateThread, postPrivateMessage, readPrivateMessage } from '@/modules/comments';
import type { TradesService } from './trades.service';

const EXCERPT = 120;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

/**
 * A trade's conversation: a private thread of the comments module (subject 'trade'), read and written only by
 * the trade's two collectors. The text is kept as typed and shown as text by the client (never as HTML).
 */
export function createTradeMessagesService(db: Db, events: EventWriter, trades: TradesService) {
  return {
    async list(tradeId: number, userId: number, page: { page: number; limit: number }) {
      await trades.participantTrade(tradeId, userId);
      const { messages, total } = await listPrivateThread(db, 'trade', tradeId, {
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      });
      return {
        success: true as const,
        messages,
        pagination: { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) },
      };
    },

    async post(tradeId: number, userId: number, text: string) {
      const trade = await trades.participantTrade(tradeId, userId);
      await trades.refuseIfMuted(userId);
      const messageId = await events.write(db, async (tx, record) => {
        const id = await postPrivateMessage(tx, record, { userId, subject: 'trade', itemId: tradeId, text });
        await record('trading.tradeUpdated', {
          tradeId,
          action: 'message',
          actorId: userId,
          notifyUserIds: [trade.proposer_id === userId ? trade.recipient_id : trade.proposer_id],
          text: excerpt(text),
        });
        return id;
      });
      return { success: true as const, message: (await readPrivateMessage(db, messageId))! };
    },
  };
}
