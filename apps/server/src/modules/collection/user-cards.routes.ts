import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addUserCardContract,
  bulkAddUserCardsContract,
  cardCopiesContract,
  COLLECTION_MESSAGES,
  countLabel,
  deleteUserCardContract,
  updateUserCardContract,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { guardScope } from '@/plugins/auth';
import { registerEndpoint } from '@/plugins/endpoints';
import type { UserCardsService } from './user-cards.service';

const tags = ['collection'];

/** POST/PUT/DELETE /api/user/cards… and GET /api/user/cards/{card_id} (the user's copies of a catalogue card). */
export function userCardRoutes(cards: UserCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    guardScope(app);

    registerEndpoint(
      app,
      addUserCardContract,
      async ({ user, body }, _request, reply) => {
        const card = await cards.add(user.userId, body);
        return reply.status(201).send({
          success: true,
          user_card_id: card.user_card_id,
          card,
          message: 'Card added to your collection',
        });
      },
      tags,
    );

    registerEndpoint(
      app,
      bulkAddUserCardsContract,
      async ({ user, body }, _request, reply) => {
        const ids = await cards.addMany(user.userId, body.card_ids, body.user_location);
        return reply.status(201).send({
          success: true,
          added: ids.length,
          user_card_ids: ids,
          message: `Added ${countLabel(ids.length, 'card')} to your collection`,
        });
      },
      tags,
    );

    registerEndpoint(
      app,
      cardCopiesContract,
      async ({ user, params }) => ({
        success: true as const,
        cards: await cards.copiesOf(user.userId, params.card_id),
      }),
      tags,
    );

    registerEndpoint(
      app,
      updateUserCardContract,
      async ({ user, params, body }) => ({
        success: true as const,
        card: await cards.update(user.userId, params.user_card_id, body),
        message: 'Card updated successfully',
      }),
      tags,
    );

    registerEndpoint(
      app,
      deleteUserCardContract,
      async ({ user, params, query }) => {
        const [deleted] = await cards.remove(user.userId, [params.user_card_id], {
          confirmTrades: query.confirm_trades ?? false,
        });
        if (deleted === undefined) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
        return { success: true as const, message: 'Card removed from collection' };
      },
      tags,
    );
  };
}
