import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCardsContract,
  createCardContract,
  deleteCardContract,
  playerTeamSearchContract,
  updateCardContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The cards screen: a series' cards, edit, add and delete (inside the /api/admin scope). */
export const adminCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.ctx.services.adminCards;

  registerEndpoint(app, adminCardsContract, ({ query }) => cards.list(query.series_id), tags);

  registerEndpoint(
    app,
    updateCardContract,
    ({ user, params, body }) => cards.update(user, params.id, body),
    tags,
  );

  registerEndpoint(
    app,
    createCardContract,
    async ({ user, body }, _request, reply) => reply.status(201).send(await cards.create(user, body)),
    tags,
  );

  registerEndpoint(app, deleteCardContract, ({ user, params }) => cards.remove(user, params.id), tags);
};

/** GET /api/player-team-search: outside /api/admin by the spec's address, data_admin and up by its contract. */
export const playerTeamSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.ctx.services.adminCards;
  registerEndpoint(
    app,
    playerTeamSearchContract,
    ({ query }) => cards.searchPlayerTeams(query.q, query.limit),
    tags,
  );
};
