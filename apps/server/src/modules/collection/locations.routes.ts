import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLocationBodySchema,
  deleteLocationBodySchema,
  errorBodySchema,
  gradingAgencySchema,
  idSchema,
  locationSchema,
  updateLocationBodySchema,
} from '@cardbinder/shared';
import { currentUser, requireAuth } from '@/plugins/auth';

const tags = ['collection'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const params = z.object({ id: idSchema('location') });
const locationResponse = z.object({
  success: z.literal(true),
  location: locationSchema,
  message: z.string(),
});

/** /api/user/locations… (signed in) and the public GET /api/grading-agencies. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations } = app.ctx.services;
  const auth = { onRequest: requireAuth() };

  app.get(
    '/grading-agencies',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.literal(true), agencies: z.array(gradingAgencySchema) }) },
      },
    },
    async () => ({ success: true as const, agencies: await locations.gradingAgencies() }),
  );

  app.get(
    '/user/locations',
    {
      ...auth,
      schema: {
        tags,
        security,
        response: {
          200: z.object({ success: z.literal(true), locations: z.array(locationSchema) }),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      locations: await locations.list(currentUser(request).userId),
    }),
  );

  app.post(
    '/user/locations',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: createLocationBodySchema,
        response: { 201: locationResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        location: await locations.create(currentUser(request).userId, request.body),
        message: 'Location created successfully',
      }),
  );

  app.put(
    '/user/locations/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params,
        body: updateLocationBodySchema,
        response: { 200: locationResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      location: await locations.update(currentUser(request).userId, request.params.id, request.body),
      message: 'Location updated successfully',
    }),
  );

  app.delete(
    '/user/locations/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params,
        body: deleteLocationBodySchema,
        response: {
          200: z.object({ success: z.literal(true), reassigned: z.number().int(), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const reassigned = await locations.remove(
        currentUser(request).userId,
        request.params.id,
        request.body?.reassign_to,
      );
      return { success: true as const, reassigned, message: 'Location deleted successfully' };
    },
  );
};
