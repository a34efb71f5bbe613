import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseStatusContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

/** GET /api/database/status (data_admin and up): outside /api/admin, as the spec addresses it. */
export const databaseStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.ctx.services;
  registerEndpoint(app, databaseStatusContract, () => dashboard.databaseStatus(), ['admin']);
};
