/** /api/trades…: matches, proposals and their steps, the conversation and feedback. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { commentPaginationSchema } from '../comments/comments';
import {
  collectorSchema,
  feedbackBodySchema,
  messageBodySchema,
  proposeBodySchema,
  tradeCopySchema,
  tradeDetailSchema,
  tradeItemsBodySchema,
  tradeMatchSchema,
  tradeMessageSchema,
  tradeSummarySchema,
} from './trading';
import { usernameParams } from './wants.contracts';

const tradeParams = z.object({ trade_id: idSchema('trade') });
const stepErrors = errorResponses(400, 401, 404, 409);
const tradeAnswer = z.object({ success: z.literal(true), message: z.string(), trade: tradeDetailSchema });
const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((value) => value === 'true')
  .optional();

export const tradeMatchesContract = defineEndpoint({
  method: 'GET',
  path: '/api/trades/matches',
  access: 'user',
  summary: 'Collectors ranked by how well they fit the caller’s wants and copies for trade',
  query: z.object({
    mutual_only: flag,
    set_id: idSchema('set').optional(),
    player_id: idSchema('player').optional(),
  }),
  response: z.object({
    success: z.literal(true),
    /** the caller left matching (settings): nobody is matched */
    opted_out: z.boolean(),
    want_count: z.number().int(),
    offer_count: z.number().int(),
    matches: z.array(tradeMatchSchema),
    /** whether card values were used (the values feature) */
    values_available: z.boolean(),
  }),
  errors: errorResponses(400, 401),
});

export const tradePartnerContract = defineEndpoint({
  method: 'GET',
  path: '/api/trades/partner/:username',
  access: 'user',
  summary: 'What a proposal to this collector can hold: their copies for trade and the caller’s copies',
  params: usernameParams,
  response: z.object({
    success: z.literal(true),
    partner: collectorSchema,
    /** their copies for trade; `wanted`: a card on the caller's want list */
    their_copies: z.array(tradeCopySchema.extend({ wanted: z.boolean() })),
    /** the caller's copies for trade, and every copy of a card they want; `wanted`: they want it */
    my_copies: z.array(tradeCopySchema.extend({ wanted: z.boolean(), for_trade: z.boolean() })),
  }),
  errors: errorResponses(400, 401, 403, 404),
});

export const listTradesContract = defineEndpoint({
  method: 'GET',
  path: '/api/trades',
  access: 'user',
  query: z.object({
    scope: z.enum(['open', 'history'], { error: "scope must be 'open' or 'history'" }).default('open'),
  }),
  response: z.object({ success: z.literal(true), trades: z.array(tradeSummarySchema) }),
  errors: errorResponses(400, 401),
});

export const proposeTradeContract = defineEndpoint({
  method: 'POST',
  path: '/api/trades',
  access: 'user',
  body: proposeBodySchema,
  status: 201,
  response: tradeAnswer,
  errors: errorResponses(400, 401, 403, 404, 409, 429),
});

export const tradeDetailContract = defineEndpoint({
  method: 'GET',
  path: '/api/trades/:trade_id',
  access: 'user',
  params: tradeParams,
  response: z.object({ success: z.literal(true), trade: tradeDetailSchema }),
  errors: errorResponses(400, 401, 404),
});

export const counterTradeContract = defineEndpoint({
  method: 'POST',
  path: '/api/trades/:trade_id/counter',
  access: 'user',
  params: tradeParams,
  body: tradeItemsBodySchema,
  response: tradeAnswer,
  errors: errorResponses(400, 401, 403, 404, 409, 429),
});

const step = (name: 'accept' | 'decline' | 'withdraw' | 'cancel' | 'ship' | 'receive', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/trades/:trade_id/${name}`,
    access: 'user',
    summary,
    params: tradeParams,
    response: tradeAnswer,
    errors: stepErrors,
  });

export const tradeStepContracts = {
  accept: step('accept', 'Accepts an open trade that waits for the caller'),
  decline: step('decline', 'Declines an open trade that waits for the caller'),
  withdraw: step('withdraw', 'Withdraws an open trade (either side)'),
  cancel: step('cancel', 'Cancels an accepted trade before either side shipped (either side)'),
  ship: step('ship', 'Marks the caller’s cards of an accepted trade shipped'),
  receive: step(
    'receive',
    'Marks the other side’s cards received; when both sides have, the cards move and the trade completes',
  ),
};

export const tradeMessagesContract = defineEndpoint({
  method: 'GET',
  path: '/api/trades/:trade_id/messages',
  access: 'user',
  params: tradeParams,
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    success: z.literal(true),
    messages: z.array(tradeMessageSchema),
    pagination: commentPaginationSchema,
  }),
  errors: errorResponses(400, 401, 404),
});

export const postTradeMessageContract = defineEndpoint({
  method: 'POST',
  path: '/api/trades/:trade_id/messages',
  access: 'user',
  params: tradeParams,
  body: messageBodySchema,
  status: 201,
  response: z.object({ success: z.literal(true), message: tradeMessageSchema }),
  errors: errorResponses(400, 401, 403, 404, 429),
});

export const tradeFeedbackContract = defineEndpoint({
  method: 'POST',
  path: '/api/trades/:trade_id/feedback',
  access: 'user',
  params: tradeParams,
  body: feedbackBodySchema,
  status: 201,
  response: tradeAnswer,
  errors: stepErrors,
});
