/** /api/user/cards…: the signed-in user's copies of catalogue cards. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { addUserCardBodySchema, bulkAddBodySchema, updateUserCardBodySchema } from './user-card-fields';
import { userCardResponseSchema, userCardSchema } from './user-card.schemas';
import { bulkAddUserCardsRoute } from './collection.routes';

const errors = errorResponses(400, 401, 404, 409);
const userCardParams = z.object({ user_card_id: idSchema('card') });

/** Answers the new entry itself: the client puts it into its caches instead of asking again. */
export const addUserCardContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/cards',
  access: 'user',
  apiScope: 'collection:write',
  body: addUserCardBodySchema,
  status: 201,
  response: userCardResponseSchema.extend({ user_card_id: z.number().int(), message: z.string() }),
  errors,
});

export const bulkAddUserCardsContract = defineEndpoint({
  ...bulkAddUserCardsRoute,
  access: 'user',
  apiScope: 'collection:write',
  body: bulkAddBodySchema,
  status: 201,
  response: z.object({
    success: z.literal(true),
    added: z.number().int(),
    user_card_ids: z.array(z.number().int()),
    message: z.string(),
  }),
  errors,
});

/** The user's copies of one catalogue card. */
export const cardCopiesContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/cards/:card_id',
  access: 'user',
  apiScope: 'collection:read',
  params: z.object({ card_id: idSchema('card') }),
  response: z.object({ success: z.literal(true), cards: z.array(userCardSchema) }),
  errors,
});

export const updateUserCardContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/cards/:user_card_id',
  access: 'user',
  apiScope: 'collection:write',
  params: userCardParams,
  body: updateUserCardBodySchema,
  response: userCardResponseSchema.extend({ message: z.string() }),
  errors,
});

export const deleteUserCardContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/cards/:user_card_id',
  access: 'user',
  apiScope: 'collection:write',
  params: userCardParams,
  /** confirm_trades=true deletes a copy that is in open trade proposals (they close); without it that is a 409 */
  query: z.object({
    confirm_trades: z
      .enum(['true', 'false'], { error: 'Use true or false' })
      .transform((value) => value === 'true')
      .optional(),
  }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  errors,
});
