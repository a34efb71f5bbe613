import { TRADING, type TradeCard, type TradeMatch } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { feedbackCounts } from './collectors.queries';
import * as q from './matches.queries';

/**
 * Card values by card id, where the values feature has one (issue 42 builds it). Matching ranks without it;
 * once wired in services.ts each side of a match is summed from it.
 */
export type CardValues = (cardIds: number[]) => Promise<Map<number, number>>;

const sum = (cardIds: number[], values: Map<number, number>) => {
  const known = cardIds.filter((id) => values.has(id));
  return known.length
    ? Math.round(known.reduce((total, id) => total + values.get(id)!, 0) * 100) / 100
    : null;
};

/** Trade matches: collectors ranked by fit, with sample cards of each side and, where known, each side's value. */
export function createMatchesService(db: Db, cardValues?: CardValues) {
  return {
    async matches(userId: number, query: { mutual_only?: boolean; set_id?: number; player_id?: number }) {
      const counts = await q.listCounts(db, userId);
      const optedOut = counts.opted_out;
      const base = {
        success: true as const,
        opted_out: optedOut,
        want_count: counts.wants,
        offer_count: counts.offers,
        values_available: cardValues !== undefined,
      };
      if (optedOut) return { ...base, matches: [] };
      const rows = await q.findMatches(db, userId, {
        mutualOnly: query.mutual_only,
        setId: query.set_id,
        playerId: query.player_id,
        limit: TRADING.matchesLimit,
      });
      const sample = (ids: number[]) => ids.slice(0, TRADING.matchSampleCards);
      const [cards, feedback, values] = await Promise.all([
        q.cardsById(db, [
          ...new Set(rows.flatMap((row) => [...sample(row.they_offer_cards), ...sample(row.i_offer_cards)])),
        ]),
        feedbackCounts(
          db,
          rows.map((row) => row.user_id),
        ),
        cardValues?.([...new Set(rows.flatMap((row) => [...row.they_offer_cards, ...row.i_offer_cards]))]),
      ]);
      const named = (ids: number[]) =>
        sample(ids)
          .map((id) => cards.get(id))
          .filter((card): card is TradeCard => !!card);
      const matches = rows.map((row): TradeMatch => ({
        collector: {
          user_id: row.user_id,
          username: row.username,
          display_name: row.display_name,
          avatar_url: row.avatar_url,
        },
        they_offer_count: row.they_offer_count,
        i_offer_count: row.i_offer_count,
        mutual: row.they_offer_count > 0 && row.i_offer_count > 0,
        they_offer_cards: named(row.they_offer_cards),
        i_offer_cards: named(row.i_offer_cards),
        they_offer_value: values ? sum(row.they_offer_cards, values) : null,
        i_offer_value: values ? sum(row.i_offer_cards, values) : null,
        feedback: feedback(row.user_id),
      }));
      return { ...base, matches };
    },
  };
}
