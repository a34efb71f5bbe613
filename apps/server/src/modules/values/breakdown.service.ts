import {
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_OTHER,
  BREAKDOWN_TOP,
  type BreakdownChart,
  type BreakdownMeasure,
  type BreakdownSlice,
  type CollectionBreakdown,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { breakdownGroups, type BreakdownGroupRow } from './breakdown.queries';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The top groups by one measure, largest first, then 'Other' holding what the rest add up to. */
function slices(rows: BreakdownGroupRow[], measure: BreakdownMeasure, topN: number): BreakdownSlice[] {
  const rank = measure === 'count' ? 'rank_by_count' : 'rank_by_value';
  const top = rows.filter((row) => row[rank] <= topN).sort((a, b) => a[rank] - b[rank]);
  const shown: BreakdownSlice[] = top.map((row) => ({
    key: row.key,
    label: row.label,
    count: row.count,
    value: cents(Number(row.value)),
  }));
  const first = rows[0];
  if (!first) return shown;
  const count = first.dimension_count - shown.reduce((sum, slice) => sum + slice.count, 0);
  const value = cents(Number(first.dimension_value) - shown.reduce((sum, slice) => sum + slice.value, 0));
  if (count > 0) shown.push({ key: 'other', label: BREAKDOWN_OTHER, count, value });
  return shown;
}

/**
 * The caller's collection by year, team, set and player (count and value), for the dashboard's charts: the
 * `top` groups by each measure, then Other.
 */
export function createBreakdownService(db: Db, top = BREAKDOWN_TOP) {
  return {
    async breakdown(userId: number) {
      const rows = await breakdownGroups(db, userId, top);
      const charts = Object.fromEntries(
        BREAKDOWN_DIMENSIONS.map((dimension): [string, BreakdownChart] => {
          const own = rows.filter((row) => row.dimension === dimension);
          return [dimension, { count: slices(own, 'count', top), value: slices(own, 'value', top) }];
        }),
      ) as Record<(typeof BREAKDOWN_DIMENSIONS)[number], BreakdownChart>;
      // every entry has exactly one year: its sums are the collection's
      const year = rows.find((row) => row.dimension === 'year');
      const breakdown: CollectionBreakdown = {
        total_cards: year?.dimension_count ?? 0,
        total_value: cents(Number(year?.dimension_value ?? 0)),
        unvalued: year?.dimension_unvalued ?? 0,
        ...charts,
      };
      return { success: true as const, breakdown };
    },
  };
}
