import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { universalSearchContract } from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

/** Public: visitors search the catalogue too (spec 1 §1). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    universalSearchContract,
    // the body is JSON text made by the database; search.test.ts checks it against the response schema
    async ({ query }, _request, reply) =>
      sendJsonText(reply, await app.ctx.services.search.keptSearchBody(query.q, query.limit)),
    ['search'],
  );
};
