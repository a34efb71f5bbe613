/** /api/trading…: the caller's want list, copies for trade, blocks and settings, and a collector's trading page. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, repeatedIdsSchema, textSchema } from '../api/input';
import {
  bulkWantsBodySchema,
  collectorSchema,
  feedbackCountsSchema,
  offersBodySchema,
  TRADING,
  tradeCopySchema,
  tradeSettingsSchema,
  wantBodySchema,
  wantSchema,
} from './trading';

const errors = errorResponses(400, 401, 404);
const cardParams = z.object({ card_id: idSchema('card') });
export const usernameParams = z.object({ username: textSchema('Username', 30) });
const done = z.object({ success: z.literal(true), message: z.string() });

export const listWantsContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/wants',
  access: 'user',
  summary: 'The caller’s want list, by set and series, with a search over number, players, set and series',
  query: z.object({
    search: textSchema('Search', 100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    success: z.literal(true),
    wants: z.array(wantSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors,
});

export const wantedCardsContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/wants/status',
  access: 'user',
  summary: 'Which of the given cards (or of a series’ cards) the caller wants',
  query: z.object({
    card_id: repeatedIdsSchema('card', 10_000),
    series_id: idSchema('series').optional(),
  }),
  response: z.object({ success: z.literal(true), card_ids: z.array(z.number().int()) }),
  errors,
});

export const putWantContract = defineEndpoint({
  method: 'PUT',
  path: '/api/trading/wants/:card_id',
  access: 'user',
  summary: 'Wants a card (or changes the highest grade and note of a want)',
  params: cardParams,
  body: wantBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), want: wantSchema }),
  errors,
});

export const deleteWantContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/trading/wants/:card_id',
  access: 'user',
  params: cardParams,
  response: done,
  errors,
});

export const bulkWantsContract = defineEndpoint({
  method: 'POST',
  path: '/api/trading/wants/bulk',
  access: 'user',
  summary: 'Wants several cards at once (a card table’s selection); cards already wanted stay as they are',
  body: bulkWantsBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), added: z.number().int() }),
  errors,
});

export const removeWantsContract = defineEndpoint({
  method: 'POST',
  path: '/api/trading/wants/remove',
  access: 'user',
  body: bulkWantsBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), removed: z.number().int() }),
  errors,
});

export const wantMissingContract = defineEndpoint({
  method: 'POST',
  path: '/api/trading/wants/series/:series_id',
  access: 'user',
  summary: 'Wants every card of the series the caller owns no copy of',
  params: z.object({ series_id: idSchema('series') }),
  response: z.object({ success: z.literal(true), message: z.string(), added: z.number().int() }),
  errors,
});

export const myOffersContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/offers',
  access: 'user',
  summary: 'The caller’s copies marked for trade',
  response: z.object({
    success: z.literal(true),
    user_card_ids: z.array(z.number().int()),
    offers: z.array(tradeCopySchema),
  }),
  errors,
});

export const setOffersContract = defineEndpoint({
  method: 'PUT',
  path: '/api/trading/offers',
  access: 'user',
  summary: 'Marks the caller’s copies for trade, or takes the mark off',
  body: offersBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), changed: z.number().int() }),
  errors,
});

export const offerDuplicatesContract = defineEndpoint({
  method: 'POST',
  path: '/api/trading/offers/duplicates',
  access: 'user',
  summary: 'Marks for trade every copy beyond the first of each card (the oldest copy is kept)',
  response: z.object({ success: z.literal(true), message: z.string(), changed: z.number().int() }),
  errors,
});

export const collectorTradingContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/collectors/:username',
  access: 'public',
  summary: 'What a collector wants and offers, and their trade feedback (not for a private profile)',
  params: usernameParams,
  response: z.object({
    success: z.literal(true),
    collector: collectorSchema,
    wants: z.array(wantSchema),
    wants_total: z.number().int(),
    offers: z.array(tradeCopySchema),
    offers_total: z.number().int(),
    feedback: feedbackCountsSchema,
    completed_trades: z.number().int(),
    /** whether the caller blocked them; false for a visitor */
    blocked_by_me: z.boolean(),
    /** whether the caller may propose a trade to them now */
    can_propose: z.boolean(),
  }),
  errors: errorResponses(400, 403, 404),
});

export const tradeSettingsContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/settings',
  access: 'user',
  response: z.object({ success: z.literal(true), settings: tradeSettingsSchema }),
  errors,
});

export const updateTradeSettingsContract = defineEndpoint({
  method: 'PUT',
  path: '/api/trading/settings',
  access: 'user',
  body: tradeSettingsSchema,
  response: z.object({ success: z.literal(true), message: z.string(), settings: tradeSettingsSchema }),
  errors,
});

export const listBlocksContract = defineEndpoint({
  method: 'GET',
  path: '/api/trading/blocks',
  access: 'user',
  response: z.object({ success: z.literal(true), blocked: z.array(collectorSchema) }),
  errors,
});

export const blockCollectorContract = defineEndpoint({
  method: 'PUT',
  path: '/api/trading/blocks/:username',
  access: 'user',
  summary: 'Blocks a collector: no proposals and no matches either way; open proposals between you close',
  params: usernameParams,
  response: done,
  errors,
});

export const unblockCollectorContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/trading/blocks/:username',
  access: 'user',
  params: usernameParams,
  response: done,
  errors,
});

export const WANTS_PAGE_SIZE = TRADING.wantsPageSize;
