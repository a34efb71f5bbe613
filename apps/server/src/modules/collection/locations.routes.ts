import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLocationContract,
  deleteLocationContract,
  gradingAgenciesContract,
  listLocationsContract,
  updateLocationContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['collection'];

/** /api/user/locations… (signed in) and the public GET /api/grading-agencies. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations } = app.ctx.services;

  registerEndpoint(
    app,
    gradingAgenciesContract,
    async () => ({ success: true as const, agencies: await locations.gradingAgencies() }),
    tags,
  );

  registerEndpoint(
    app,
    listLocationsContract,
    async ({ user }) => ({
      success: true as const,
      locations: await locations.list(user.userId),
    }),
    tags,
  );

  registerEndpoint(
    app,
    createLocationContract,
    async ({ user, body }, _request, reply) =>
      reply.status(201).send({
        success: true,
        location: await locations.create(user.userId, body),
        message: 'Location created successfully',
      }),
    tags,
  );

  registerEndpoint(
    app,
    updateLocationContract,
    async ({ user, params, body }) => ({
      success: true as const,
      location: await locations.update(user.userId, params.id, body),
      message: 'Location updated successfully',
    }),
    tags,
  );

  registerEndpoint(
    app,
    deleteLocationContract,
    async ({ user, params, body }) => {
      const reassigned = await locations.remove(user.userId, params.id, body?.reassign_to);
      return { success: true as const, reassigned, message: 'Location deleted successfully' };
    },
    tags,
  );
};
