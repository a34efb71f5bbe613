import { countLabel, TRADE_MESSAGES, TRADING, type Want } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { toIso } from '@/db/sql';
import { notFound } from '@/lib/errors';
import * as q from './wants.queries';

export const toWant = (row: q.WantRow): Want => ({
  ...row,
  max_grade: row.max_grade === null ? null : Number(row.max_grade),
  created_at: toIso(row.created_at),
});

/** A collector's want list and the copies they mark for trade. Every call acts on the caller's own rows. */
export function createWantsService(db: Db) {
  return {
    async list(userId: number, query: { search?: string; page: number }) {
      const size = TRADING.wantsPageSize;
      const { rows, total } = await q.listWants(db, userId, {
        search: query.search,
        limit: size,
        offset: (query.page - 1) * size,
      });
      return { success: true as const, wants: rows.map(toWant), total, page: query.page, page_size: size };
    },

    async status(userId: number, query: { card_id: number[]; series_id?: number }) {
      return {
        success: true as const,
        card_ids: await q.wantedCardIds(db, userId, { cardIds: query.card_id, seriesId: query.series_id }),
      };
    },

    async put(userId: number, cardId: number, body: { max_grade?: number | null; note?: string | null }) {
      const want = await q.upsertWant(db, userId, cardId, { maxGrade: body.max_grade, note: body.note });
      if (!want) throw notFound(TRADE_MESSAGES.cardNotFound);
      return { success: true as const, message: 'Added to your want list', want: toWant(want) };
    },

    async remove(userId: number, cardId: number) {
      if ((await q.deleteWants(db, userId, [cardId])) === 0) throw notFound(TRADE_MESSAGES.wantNotFound);
      return { success: true as const, message: 'Removed from your want list' };
    },

    async addMany(userId: number, cardIds: number[]) {
      const unique = [...new Set(cardIds)];
      if ((await q.existingCards(db, unique)).length !== unique.length)
        throw notFound(TRADE_MESSAGES.cardNotFound);
      const added = await q.insertWants(db, userId, unique);
      return {
        success: true as const,
        message: `Added ${countLabel(added, 'card')} to your want list`,
        added,
      };
    },

    async removeMany(userId: number, cardIds: number[]) {
      const removed = await q.deleteWants(db, userId, [...new Set(cardIds)]);
      return {
        success: true as const,
        message: `Removed ${countLabel(removed, 'card')} from your want list`,
        removed,
      };
    },

    async wantMissing(userId: number, seriesId: number) {
      if (!(await q.seriesExists(db, seriesId))) throw notFound(TRADE_MESSAGES.seriesNotFound);
      const missing = await q.missingCardsOfSeries(db, userId, seriesId);
      const added = missing.length ? await q.insertWants(db, userId, missing) : 0;
      return {
        success: true as const,
        message: `Added ${countLabel(added, 'missing card')} to your want list`,
        added,
      };
    },

    async offers(userId: number) {
      const [ids, list] = await Promise.all([
        q.offeredIds(db, userId),
        q.listOffers(db, userId, TRADING.maxBulkOffers),
      ]);
      return { success: true as const, user_card_ids: ids, offers: list.rows };
    },

    async setOffers(userId: number, userCardIds: number[], forTrade: boolean) {
      const unique = [...new Set(userCardIds)];
      const { own, changed } = await q.setOffers(db, userId, unique, forTrade);
      if (own !== unique.length) throw notFound(TRADE_MESSAGES.userCardNotFound);
      const message = forTrade
        ? `Marked ${countLabel(changed, 'card')} for trade`
        : `${countLabel(changed, 'card')} no longer for trade`;
      return { success: true as const, message, changed };
    },

    async offerDuplicates(userId: number) {
      const changed = await q.offerDuplicates(db, userId);
      return {
        success: true as const,
        message: `Marked ${countLabel(changed, 'duplicate')} for trade`,
        changed,
      };
    },
  };
}
