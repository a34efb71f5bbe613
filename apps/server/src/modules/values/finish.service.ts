import { completionPercentage, FINISH_MESSAGES, type MissingCard } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import * as q from './finish.queries';

/** the series a Sets in progress view lists at most */
const IN_PROGRESS_LIMIT = 200;

const cents = (amount: number) => Math.round(amount * 100) / 100;

function summary(total: number, missing: MissingCard[]) {
  let cost = 0;
  let withoutValue = 0;
  let priciest: MissingCard | null = null;
  for (const card of missing) {
    if (card.value === null) withoutValue++;
    else {
      cost += card.value;
      if (!priciest || card.value > priciest.value!) priciest = card;
    }
  }
  return {
    total_cards: total,
    owned_cards: total - missing.length,
    missing_count: missing.length,
    cost_to_finish: cents(cost),
    missing_without_value: withoutValue,
    most_expensive_missing: priciest,
  };
}

/** What finishing a series or set costs the caller: computed from their own entries and the cards' values. */
export function createFinishService(db: Db) {
  return {
    async costToFinish(userId: number, query: { series_id?: number; set_id?: number }) {
      const scope: q.FinishScope =
        query.series_id !== undefined ? { seriesId: query.series_id } : { setId: query.set_id! };
      if (!(await q.scopeExists(db, scope))) throw notFound(FINISH_MESSAGES.notFound);
      const { total, missing: rows } = await q.missingCards(db, userId, scope);
      const missing = rows.map((row): MissingCard => ({
        card_id: row.card_id,
        card_number: row.card_number,
        series_name: row.series_name,
        players: row.players ?? '',
        value: row.value === null ? null : Number(row.value),
      }));
      return { success: true as const, ...summary(total, missing), missing };
    },

    async setsInProgress(userId: number) {
      const rows = await q.seriesInProgress(db, userId, IN_PROGRESS_LIMIT);
      return {
        success: true as const,
        series: rows.map((row) => ({
          series_id: row.series_id,
          name: row.name,
          slug: row.slug,
          set_name: row.set_name,
          set_year: row.set_year,
          set_slug: row.set_slug,
          total_cards: row.total_cards,
          owned_cards: row.owned_cards,
          missing_count: row.total_cards - row.owned_cards,
          cost_to_finish: cents(Number(row.cost_to_finish ?? 0)),
          missing_without_value: row.missing_without_value,
          completion_percentage: completionPercentage(row.owned_cards, row.total_cards),
        })),
      };
    },
  };
}
