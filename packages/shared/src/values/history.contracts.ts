/** Value history (issue 42): a collector's daily snapshots of count, value and cost. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { textSchema } from '../api/input';

export const VALUE_HISTORY_RANGES = ['30d', '1y', 'all'] as const;
export type ValueHistoryRange = (typeof VALUE_HISTORY_RANGES)[number];

export const valueSnapshotSchema = z.object({
  day: z.string(),
  cards: z.number().int(),
  value: z.number(),
  cost: z.number(),
});
export type ValueSnapshot = z.infer<typeof valueSnapshotSchema>;

const rangeQuery = z.object({ range: z.enum(VALUE_HISTORY_RANGES).default('30d') });
const historyResponse = z.object({ success: z.literal(true), history: z.array(valueSnapshotSchema) });

export const valueHistoryContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/value-history',
  access: 'user',
  summary: 'The caller’s daily snapshots of card count, value and cost over 30 days, a year or all time',
  query: rangeQuery,
  response: historyResponse,
  errors: errorResponses(400, 401),
});

export const profileValueHistoryContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile/user/:username/value-history',
  access: 'public',
  summary:
    'A public profile’s value history (403 when the profile is private, unless it is the caller’s own)',
  params: z.object({ username: textSchema('Username', 30) }),
  query: rangeQuery,
  response: historyResponse,
  errors: errorResponses(400, 403, 404),
});
