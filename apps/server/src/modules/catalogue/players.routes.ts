import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_LIMITS,
  errorBodySchema,
  requiredTextSchema,
  playerDetailQuerySchema,
  playerDetailResponseSchema,
  playersListEndpoint,
  successSchema,
  trackPlayerVisitSchema,
} from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];
const CARDS = CATALOGUE_LIMITS.cardsMax;
const slug = requiredTextSchema('Slug', 200);

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { players } = app.ctx.services;

  registerEndpoint(
    app,
    playersListEndpoint,
    ({ query, user }) => players.listPlayers(query, user?.userId ?? null),
    tags,
  );

  app.get(
    '/api/players/by-slug/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: playerDetailQuerySchema,
        response: { 200: playerDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const detail = await players.playerDetail(
        slug,
        request.query.team,
        request.user?.userId ?? null,
        CARDS,
      );
      return sendJsonText(reply, detail);
    },
  );

  // the page route /players/{playerSlug}/{teamSlug} as a path: same as ?team={teamSlug}
  app.get(
    '/api/players/by-slug/:slug/:teamSlug',
    {
      schema: {
        tags,
        params: z.object({ slug, teamSlug: slug }),
        response: { 200: playerDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug, teamSlug } = request.params;
      const detail = await players.playerDetail(slug, teamSlug, request.user?.userId ?? null, CARDS);
      return sendJsonText(reply, detail);
    },
  );

  app.post(
    '/api/players/track-visit',
    {
      schema: { tags, body: trackPlayerVisitSchema, response: { 200: successSchema, 404: errorBodySchema } },
    },
    (request) => players.trackPlayerVisit(request.body.player_id, request.user?.userId ?? null),
  );
};
