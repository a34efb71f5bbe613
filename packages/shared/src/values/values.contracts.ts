/** Card values (issue 42): a card's values per grade bucket, the collector's setting, their entries' values. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { cardValueSchema, entryValueSourceSchema, valueSettingsSchema } from './values';
import { cardValuesRoute } from './values.routes';

export const cardValuesContract = defineEndpoint({
  ...cardValuesRoute,
  access: 'public',
  summary:
    'A card’s values per grade bucket with their evidence (counts, dates, monthly medians): only figures at least 3 collectors stand behind',
  params: z.object({ card_id: idSchema('card') }),
  response: z.object({
    success: z.literal(true),
    card_id: z.number().int(),
    values: z.array(cardValueSchema),
  }),
  errors: errorResponses(400, 404),
});

export const valueSettingsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/value-settings',
  access: 'user',
  response: z.object({ success: z.literal(true), settings: valueSettingsSchema }),
  errors: errorResponses(401),
});

export const updateValueSettingsContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/value-settings',
  access: 'user',
  summary: 'Whether the caller’s prices and estimates count towards card values',
  body: valueSettingsSchema,
  response: z.object({ success: z.literal(true), message: z.string(), settings: valueSettingsSchema }),
  errors: errorResponses(400, 401),
});

/** [user_card_id, value, source] per entry with a value: compact for a 10,000-entry collection. */
export const entryValueTupleSchema = z.tuple([z.number().int(), z.number(), entryValueSourceSchema]);

export const collectionEntryValuesContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/values',
  access: 'user',
  summary:
    'The value of each of the caller’s entries with one: their own estimate, else the card’s value for the entry’s grade',
  response: z.object({ success: z.literal(true), values: z.array(entryValueTupleSchema) }),
  errors: errorResponses(401),
});
