import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  requiredTextSchema,
  successSchema,
  teamDetailResponseSchema,
  teamsListQuerySchema,
  teamsListResponseSchema,
  trackTeamVisitSchema,
} from '@cardbinder/shared';

const tags = ['catalogue'];

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.ctx.services;

  app.get(
    '/api/teams-list',
    { schema: { tags, querystring: teamsListQuerySchema, response: { 200: teamsListResponseSchema } } },
    (request) => teams.listTeams(request.query, request.user?.userId ?? null),
  );

  app.get(
    '/api/teams/by-slug/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: requiredTextSchema('Slug', 200) }),
        response: { 200: teamDetailResponseSchema, 404: errorBodySchema },
      },
    },
    (request) => teams.teamDetail(request.params.slug, request.user?.userId ?? null),
  );

  app.post(
    '/api/teams/track-visit',
    { schema: { tags, body: trackTeamVisitSchema, response: { 200: successSchema, 404: errorBodySchema } } },
    (request) => teams.trackTeamVisit(request.body.team_id, request.user?.userId ?? null),
  );
};
