import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  universalSearchQuerySchema,
  universalSearchResponseSchema,
} from '@cardbinder/shared';
import { universalSearch } from './search.service';

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
    (request) => universalSearch(app.ctx.db, request.query.q, request.query.limit),
  );
};
