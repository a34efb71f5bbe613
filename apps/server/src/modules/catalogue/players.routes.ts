import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_LIMITS,
  errorBodySchema,
  playerDetailQuerySchema,
  playerDetailResponseSchema,
  playersListQuerySchema,
  playersListResponseSchema,
  successSchema,
  trackPlayerVisitSchema,
} from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { listPlayers, playerDetail, trackPlayerVisit } from './players.service';

const tags = ['catalogue'];
const CARDS = CATALOGUE_LIMITS.cardsMax;

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/players-list',
    { schema: { tags, querystring: playersListQuerySchema, response: { 200: playersListResponseSchema } } },
    (request) => listPlayers(db, request.query, request.user?.userId ?? null),
  );

  app.get(
    '/api/players/by-slug/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: playerDetailQuerySchema,
        response: { 200: playerDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const detail = await playerDetail(db, slug, request.query.team, request.user?.userId ?? null, CARDS);
      return sendJsonText(reply, detail);
    },
  );

  // the page route /players/{playerSlug}/{teamSlug} as a path: same as ?team={teamSlug}
  app.get(
    '/api/players/by-slug/:slug/:teamSlug',
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().min(1).max(200), teamSlug: z.string().min(1).max(200) }),
        response: { 200: playerDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug, teamSlug } = request.params;
      const detail = await playerDetail(db, slug, teamSlug, request.user?.userId ?? null, CARDS);
      return sendJsonText(reply, detail);
    },
  );

  app.post(
    '/api/players/track-visit',
    {
      schema: { tags, body: trackPlayerVisitSchema, response: { 200: successSchema, 404: errorBodySchema } },
    },
    (request) => trackPlayerVisit(db, request.body.player_id, request.user?.userId ?? null),
  );
};
