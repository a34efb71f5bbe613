import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, listSearchSchema, teamsListResponseSchema } from '@cardbinder/shared';

const tags = ['admin'];
const TEAMS_MAX = 5000;

const adminTeamsQuerySchema = z.object({
  search: listSearchSchema.optional(),
  limit: z.coerce.number().int().min(1).max(TEAMS_MAX).default(TEAMS_MAX),
});

/** GET /api/admin/teams: every team (the edit-player modal's team picker), most cards first. */
export const adminTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.ctx.services;
  app.get(
    '/api/admin/teams',
    {
      schema: {
        tags,
        querystring: adminTeamsQuerySchema,
        response: { 200: teamsListResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ teams: await teams.listAllTeams(request.query.search, request.query.limit) }),
  );
};
