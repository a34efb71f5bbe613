import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTION_MESSAGES, photoFileContract } from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';

/**
 * GET /api/photos/{id}/{full|thumb}?exp&sig: the image bytes behind a signed address the API gave to someone
 * allowed to see the photo. No token needed (an <img> cannot send one); a wrong, expired or stale signature,
 * or a deleted photo, answers 404 without telling which.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoFiles } = app.ctx.services;
  registerEndpoint(
    app,
    photoFileContract,
    async ({ params, query }, _request, reply) => {
      const { photoId, variant } = params;
      const file = await photoFiles.open(photoId, variant, query.exp, query.sig);
      if (!file) throw notFound(COLLECTION_MESSAGES.photoNotFound);
      const maxAge = Math.max(0, Number(query.exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
    ['photos'],
  );
};
