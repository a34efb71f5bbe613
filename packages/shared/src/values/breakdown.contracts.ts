/** The collection breakdown (issue 42 item 5): count and value of the caller's entries by year, team, set, player. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';

export const BREAKDOWN_DIMENSIONS = ['year', 'team', 'set', 'player'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

export const BREAKDOWN_MEASURES = ['count', 'value'] as const;
export type BreakdownMeasure = (typeof BREAKDOWN_MEASURES)[number];

/** groups each chart names; the rest are summed into one 'Other' slice */
export const BREAKDOWN_TOP = 10;
export const BREAKDOWN_OTHER = 'Other';

export const breakdownSliceSchema = z.object({
  /** the group's id ('2024', a team or set id), or 'other' */
  key: z.string(),
  label: z.string(),
  /** entries in the group */
  count: z.number().int(),
  /** their value (each entry's estimate, else its card's value for its grade; none counts 0) */
  value: z.number(),
});
export type BreakdownSlice = z.infer<typeof breakdownSliceSchema>;

/** the top groups by each measure, largest first, then 'Other' when groups were left out */
export const breakdownChartSchema = z.object({
  count: z.array(breakdownSliceSchema),
  value: z.array(breakdownSliceSchema),
});
export type BreakdownChart = z.infer<typeof breakdownChartSchema>;

export const collectionBreakdownSchema = z.object({
  total_cards: z.number().int(),
  total_value: z.number(),
  /** entries with no value (no estimate and no card value for their grade) */
  unvalued: z.number().int(),
  year: breakdownChartSchema,
  team: breakdownChartSchema,
  set: breakdownChartSchema,
  player: breakdownChartSchema,
});
export type CollectionBreakdown = z.infer<typeof collectionBreakdownSchema>;

export const collectionBreakdownContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/breakdown',
  access: 'user',
  summary:
    'The caller’s collection by year, team, set and player: count and value of the top 10 groups by each, then Other (a card with two players or teams counts for each)',
  response: z.object({ success: z.literal(true), breakdown: collectionBreakdownSchema }),
  errors: errorResponses(401),
});
