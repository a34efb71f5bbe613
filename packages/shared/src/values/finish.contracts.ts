/** Missing lists and cost to finish (issue 42): a series' or set's missing cards, the series in progress. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { costToFinishRoute, setsInProgressRoute } from './values.routes';

export const FINISH_MESSAGES = {
  scope: 'Give either a series_id or a set_id',
  notFound: 'Series or set not found',
} as const;

export const missingCardSchema = z.object({
  card_id: z.number().int(),
  card_number: z.string(),
  series_name: z.string(),
  players: z.string(),
  /** the card's raw value, null without one */
  value: z.number().nullable(),
});
export type MissingCard = z.infer<typeof missingCardSchema>;

export const finishSummarySchema = z.object({
  total_cards: z.number().int(),
  owned_cards: z.number().int(),
  missing_count: z.number().int(),
  /** the sum of the missing cards' raw values */
  cost_to_finish: z.number(),
  missing_without_value: z.number().int(),
});

export const costToFinishContract = defineEndpoint({
  ...costToFinishRoute,
  access: 'user',
  summary:
    'The caller’s have and miss counts of a series or set, the missing cards with their raw values, the cost to finish and the most expensive missing card',
  query: z
    .object({ series_id: idSchema('series').optional(), set_id: idSchema('set').optional() })
    .refine((query) => (query.series_id === undefined) !== (query.set_id === undefined), {
      message: FINISH_MESSAGES.scope,
    }),
  response: finishSummarySchema.extend({
    success: z.literal(true),
    most_expensive_missing: missingCardSchema.nullable(),
    missing: z.array(missingCardSchema),
  }),
  errors: errorResponses(400, 401, 404),
});

export const seriesInProgressSchema = finishSummarySchema.extend({
  series_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  set_name: z.string(),
  set_year: z.number().int(),
  set_slug: z.string(),
  completion_percentage: z.number(),
});
export type SeriesInProgress = z.infer<typeof seriesInProgressSchema>;

export const setsInProgressContract = defineEndpoint({
  ...setsInProgressRoute,
  access: 'user',
  summary: 'The series the caller has started, most complete first, each with its cost to finish',
  response: z.object({ success: z.literal(true), series: z.array(seriesInProgressSchema) }),
  errors: errorResponses(401),
});
