import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTeamsContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';
import { listTeams } from './teams.queries';

const tags = ['admin'];

/** GET /api/admin/teams: every team (the edit-player modal's team picker), most cards first. */
export const adminTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerEndpoint(
    app,
    adminTeamsContract,
    async ({ query }) => ({ teams: await listTeams(db, query.search, query.limit) }),
    tags,
  );
};
