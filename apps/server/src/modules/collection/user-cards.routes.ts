import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addUserCardBodySchema,
  bulkAddBodySchema,
  COLLECTION_MESSAGES,
  countLabel,
  errorBodySchema,
  idSchema,
  updateUserCardBodySchema,
  userCardResponseSchema,
  userCardSchema,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { currentUser, requireAuth } from '@/plugins/auth';
import type { UserCardsService } from './user-cards.service';

const tags = ['collection'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const userCardParams = z.object({ user_card_id: idSchema('card') });

/** POST/PUT/DELETE /api/user/cards… and GET /api/user/cards/{card_id} (the user's copies of a catalogue card). */
export function userCardRoutes(cards: UserCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth());

    app.post(
      '/user/cards',
      {
        schema: {
          tags,
          security,
          body: addUserCardBodySchema,
          response: {
            201: userCardResponseSchema.extend({ user_card_id: z.number().int(), message: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const card = await cards.add(currentUser(request).userId, request.body);
        return reply.status(201).send({
          success: true,
          user_card_id: card.user_card_id,
          card,
          message: 'Card added to your collection',
        });
      },
    );

    app.post(
      '/user/cards/bulk',
      {
        schema: {
          tags,
          security,
          body: bulkAddBodySchema,
          response: {
            201: z.object({
              success: z.literal(true),
              added: z.number().int(),
              user_card_ids: z.array(z.number().int()),
              message: z.string(),
            }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const ids = await cards.addMany(
          currentUser(request).userId,
          request.body.card_ids,
          request.body.user_location,
        );
        return reply.status(201).send({
          success: true,
          added: ids.length,
          user_card_ids: ids,
          message: `Added ${countLabel(ids.length, 'card')} to your collection`,
        });
      },
    );

    app.get(
      '/user/cards/:card_id',
      {
        schema: {
          tags,
          security,
          params: z.object({ card_id: idSchema('card') }),
          response: {
            200: z.object({ success: z.literal(true), cards: z.array(userCardSchema) }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        cards: await cards.copiesOf(currentUser(request).userId, request.params.card_id),
      }),
    );

    app.put(
      '/user/cards/:user_card_id',
      {
        schema: {
          tags,
          security,
          params: userCardParams,
          body: updateUserCardBodySchema,
          response: { 200: userCardResponseSchema.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        card: await cards.update(currentUser(request).userId, request.params.user_card_id, request.body),
        message: 'Card updated successfully',
      }),
    );

    app.delete(
      '/user/cards/:user_card_id',
      {
        schema: {
          tags,
          security,
          params: userCardParams,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const [deleted] = await cards.remove(currentUser(request).userId, [request.params.user_card_id]);
        if (deleted === undefined) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
        return { success: true as const, message: 'Card removed from collection' };
      },
    );
  };
}
