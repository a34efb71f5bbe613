import { completionPercentage, FINISH_MESSAGES, type MissingCard } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { notFound } from '@/lib/errors';
import { keptWhileCurrent } from '@/modules/card-list';
import * as q from './finish.queries';

/** the series a Sets in progress view lists at most */
const IN_PROGRESS_LIMIT = 200;

/** room for the checklists of a few thousand series and sets (about 100 bytes a card) */
const CHECKLISTS_BYTES = 32 * 1024 * 1024;

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
  // a scope's checklist (null: no such series or set) only changes with the catalogue: kept while its generation stands
  const checklists = createFingerprintCache<q.ChecklistRow[] | null>(CHECKLISTS_BYTES, (rows) =>
    (rows ?? []).reduce(
      (bytes, row) =>
        bytes + 64 + 2 * (row.card_number.length + row.series_name.length + (row.players?.length ?? 0)),
      64,
    ),
  );
  const checklistOf = (scope: q.FinishScope) =>
    keptWhileCurrent(
      db,
      checklists,
      'seriesId' in scope ? `series:${scope.seriesId}` : `set:${scope.setId}`,
      null,
      async () => ((await q.scopeExists(db, scope)) ? q.scopeChecklist(db, scope) : null),
    );

  return {
    async costToFinish(userId: number, query: { series_id?: number; set_id?: number }) {
      const scope: q.FinishScope =
        query.series_id !== undefined ? { seriesId: query.series_id } : { setId: query.set_id! };
      const checklist = await checklistOf(scope);
      if (!checklist) throw notFound(FINISH_MESSAGES.notFound);
      // the collector's copies and the cards' values are read fresh: neither is part of the catalogue
      const ids = checklist.map((card) => card.card_id);
      const values = new Map(
        (await q.missingAmong(db, userId, ids)).map((row) => [
          row.card_id,
          row.value === null ? null : Number(row.value),
        ]),
      );
      const missing = checklist
        .filter((card) => values.has(card.card_id))
        .map((card): MissingCard => ({
          card_id: card.card_id,
          card_number: card.card_number,
          series_name: card.series_name,
          players: card.players ?? '',
          value: values.get(card.card_id) ?? null,
        }));
      return { success: true as const, ...summary(checklist.length, missing), missing };
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
