import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  universalSearchQuerySchema,
  universalSearchResponseSchema,
} from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';

/** Public: visitors search the catalogue too (spec 1 §1). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/universal',
    {
      schema: {
        tags: ['search'],
        querystring: universalSearchQuerySchema,
        response: { 200: universalSearchResponseSchema, 400: errorBodySchema },
      },
    },
    // the body is JSON text made by the database; search.test.ts checks it against the response schema
    async (request, reply) =>
      sendJsonText(
        reply,
        await app.ctx.services.search.universalSearchBody(request.query.q, request.query.limit),
      ),
  );
};
