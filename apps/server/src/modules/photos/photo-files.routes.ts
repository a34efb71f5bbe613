import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COLLECTION_MESSAGES, idSchema } from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { PHOTO_VARIANTS } from './photo-urls';

/**
 * GET /api/photos/{id}/{full|thumb}?exp&sig: the image bytes behind a signed address the API gave to someone
 * allowed to see the photo. No token needed (an <img> cannot send one); a wrong, expired or stale signature,
 * or a deleted photo, answers 404 without telling which.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoFiles } = app.ctx.services;
  app.get(
    '/photos/:photoId/:variant',
    {
      schema: {
        hide: true,
        params: z.object({ photoId: idSchema('photo'), variant: z.enum(PHOTO_VARIANTS) }),
        querystring: z.object({ exp: z.string().max(20).default(''), sig: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const { photoId, variant } = request.params;
      const file = await photoFiles.open(photoId, variant, request.query.exp, request.query.sig);
      if (!file) throw notFound(COLLECTION_MESSAGES.photoNotFound);
      const maxAge = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
