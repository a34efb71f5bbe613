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
import {
  listWantsRoute,
  wantedCardsRoute,
  putWantRoute,
  deleteWantRoute,
  bulkWantsRoute,
  removeWantsRoute,
  wantMissingRoute,
  myOffersRoute,
  setOffersRoute,
  offerDuplicatesRoute,
  collectorTradingRoute,
  blockCollectorRoute,
  unblockCollectorRoute,
  tradeSettingsRoute,
  updateTradeSettingsRoute,
} from './trading.routes';

const errors = errorResponses(400, 401, 404);
const cardParams = z.object({ card_id: idSchema('card') });
export const usernameParams = z.object({ username: textSchema('Username', 30) });
const done = z.object({ success: z.literal(true), message: z.string() });

export const listWantsContract = defineEndpoint({
  ...listWantsRoute,
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
  ...wantedCardsRoute,
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
  ...putWantRoute,
  access: 'user',
  summary: 'Wants a card (or changes the highest grade and note of a want)',
  params: cardParams,
  body: wantBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), want: wantSchema }),
  errors,
});

export const deleteWantContract = defineEndpoint({
  ...deleteWantRoute,
  access: 'user',
  params: cardParams,
  response: done,
  errors,
});

export const bulkWantsContract = defineEndpoint({
  ...bulkWantsRoute,
  access: 'user',
  summary: 'Wants several cards at once (a card table’s selection); cards already wanted stay as they are',
  body: bulkWantsBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), added: z.number().int() }),
  errors,
});

export const removeWantsContract = defineEndpoint({
  ...removeWantsRoute,
  access: 'user',
  body: bulkWantsBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), removed: z.number().int() }),
  errors,
});

export const wantMissingContract = defineEndpoint({
  ...wantMissingRoute,
  access: 'user',
  summary: 'Wants every card of the series the caller owns no copy of',
  params: z.object({ series_id: idSchema('series') }),
  response: z.object({ success: z.literal(true), message: z.string(), added: z.number().int() }),
  errors,
});

export const myOffersContract = defineEndpoint({
  ...myOffersRoute,
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
  ...setOffersRoute,
  access: 'user',
  summary: 'Marks the caller’s copies for trade, or takes the mark off',
  body: offersBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), changed: z.number().int() }),
  errors,
});

export const offerDuplicatesContract = defineEndpoint({
  ...offerDuplicatesRoute,
  access: 'user',
  summary: 'Marks for trade every copy beyond the first of each card (the oldest copy is kept)',
  response: z.object({ success: z.literal(true), message: z.string(), changed: z.number().int() }),
  errors,
});

export const collectorTradingContract = defineEndpoint({
  ...collectorTradingRoute,
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
  ...tradeSettingsRoute,
  access: 'user',
  response: z.object({ success: z.literal(true), settings: tradeSettingsSchema }),
  errors,
});

export const updateTradeSettingsContract = defineEndpoint({
  ...updateTradeSettingsRoute,
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
  ...blockCollectorRoute,
  access: 'user',
  summary: 'Blocks a collector: no proposals and no matches either way; open proposals between you close',
  params: usernameParams,
  response: done,
  errors,
});

export const unblockCollectorContract = defineEndpoint({
  ...unblockCollectorRoute,
  access: 'user',
  params: usernameParams,
  response: done,
  errors,
});

export const WANTS_PAGE_SIZE = TRADING.wantsPageSize;
