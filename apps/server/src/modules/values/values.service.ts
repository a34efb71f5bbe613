import { bucketLabel, type CardValue } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { queueCollectorCards } from './value-jobs';
import * as q from './values.queries';

export const VALUES_MESSAGES = {
  cardNotFound: 'Card not found',
  contributing: 'Your prices count towards card values',
  notContributing: 'Your prices no longer count towards card values',
} as const;

const toCardValue = (row: q.CardValueRow): CardValue => {
  const grade = row.grade === null ? null : Number(row.grade);
  return {
    bucket: row.bucket,
    label: bucketLabel(row.agency, grade),
    grading_agency: row.grading_agency,
    grade,
    value: Number(row.value),
    source: row.source,
    sales_count: row.sales_count,
    collector_count: row.collector_count,
    first_date: row.first_date,
    last_date: row.last_date,
    monthly: row.monthly,
  };
};

/**
 * Card values as the app shows them: aggregates only (each stored figure has 3 or more collectors behind it),
 * a collector's own setting, and the values of the caller's own entries.
 */
export function createValuesService(db: Db) {
  return {
    async cardValues(cardId: number) {
      const rows = await q.valuesOfCard(db, cardId);
      if (!rows) throw notFound(VALUES_MESSAGES.cardNotFound);
      return { success: true as const, card_id: cardId, values: rows.map(toCardValue) };
    },

    async settings(userId: number) {
      return { success: true as const, settings: { contribute: await q.contributes(db, userId) } };
    },

    /** A change of mind requeues every card the collector's prices are evidence for. */
    async updateSettings(userId: number, contribute: boolean) {
      await db.transaction(async (tx) => {
        if (await q.saveContribute(tx, userId, contribute)) await queueCollectorCards(tx, userId);
      });
      return {
        success: true as const,
        message: contribute ? VALUES_MESSAGES.contributing : VALUES_MESSAGES.notContributing,
        settings: { contribute },
      };
    },

    async entryValues(userId: number) {
      const rows = await q.entryValues(db, userId);
      return {
        success: true as const,
        values: rows.map(
          (row) => [row.user_card_id, Number(row.value), row.source] as [number, number, 'estimate' | 'card'],
        ),
      };
    },

    /** The raw value of each listed card that has one (trading sums a match's sides from it). */
    rawValues: (cardIds: number[]) => q.rawValues(db, cardIds),
  };
}

export type ValuesService = ReturnType<typeof createValuesService>;
