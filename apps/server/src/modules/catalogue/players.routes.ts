import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_LIMITS,
  playerDetailContract,
  playersListEndpoint,
  playerTeamDetailContract,
  trackPlayerVisitContract,
} from '@cardbinder/shared';
import { sendKeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];
const CARDS = CATALOGUE_LIMITS.cardsMax;

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { players } = app.ctx.services;

  registerEndpoint(
    app,
    playersListEndpoint,
    async ({ query, user }, request, reply) =>
      user
        ? players.listPlayers(query, user.userId)
        : sendKeptJsonBody(request, reply, await players.visitorPlayersList(query)),
    tags,
  );

  registerEndpoint(
    app,
    playerDetailContract,
    async ({ params, query, user }, request, reply) => {
      const detail = await players.playerDetail(params.slug, query.team, user?.userId ?? null, CARDS);
      return sendKeptJsonBody(request, reply, detail);
    },
    tags,
  );

  registerEndpoint(
    app,
    playerTeamDetailContract,
    async ({ params, user }, request, reply) => {
      const { slug, teamSlug } = params;
      const detail = await players.playerDetail(slug, teamSlug, user?.userId ?? null, CARDS);
      return sendKeptJsonBody(request, reply, detail);
    },
    tags,
  );

  registerEndpoint(
    app,
    trackPlayerVisitContract,
    ({ body, user }) => players.trackPlayerVisit(body.player_id, user?.userId ?? null),
    tags,
  );
};
