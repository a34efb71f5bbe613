import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_LIMITS,
  playerDetailContract,
  playersListEndpoint,
  playerTeamDetailContract,
  trackPlayerVisitContract,
} from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';
import { listPlayers, playerDetail, trackPlayerVisit } from './players.service';

const tags = ['catalogue'];
const CARDS = CATALOGUE_LIMITS.cardsMax;

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoint(
    app,
    playersListEndpoint,
    ({ query, user }) => listPlayers(db, query, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    playerDetailContract,
    async ({ params, query, user }, _request, reply) => {
      const { slug } = params;
      const detail = await playerDetail(db, slug, query.team, user?.userId ?? null, CARDS);
      return sendJsonText(reply, detail);
    },
    tags,
  );

  registerEndpoint(
    app,
    playerTeamDetailContract,
    async ({ params, user }, _request, reply) => {
      const { slug, teamSlug } = params;
      const detail = await playerDetail(db, slug, teamSlug, user?.userId ?? null, CARDS);
      return sendJsonText(reply, detail);
    },
    tags,
  );

  registerEndpoint(
    app,
    trackPlayerVisitContract,
    ({ body, user }) => trackPlayerVisit(db, body.player_id, user?.userId ?? null),
    tags,
  );
};
