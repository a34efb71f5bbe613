import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTeamsContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** GET /api/admin/teams: every team (the edit-player modal's team picker), most cards first. */
export const adminTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.ctx.services;
  registerEndpoint(
    app,
    adminTeamsContract,
    async ({ query }) => ({ teams: await teams.listAllTeams(query.search, query.limit) }),
    tags,
  );
};
