import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTION_MESSAGES, photoFileContract } from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';
import { createPhotoUrlSigner } from './photo-urls';
import { findPhotoById } from './photos.queries';

/**
 * GET /api/photos/{id}/{full|thumb}?exp&sig: the image bytes behind a signed address the API gave to someone
 * allowed to see the photo. No token needed (an <img> cannot send one); a wrong, expired or stale signature,
 * or a deleted photo, answers 404 without telling which.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = createPhotoUrlSigner(app.ctx.config.jwtSecret);
  registerEndpoint(
    app,
    photoFileContract,
    async ({ params, query }, _request, reply) => {
      const { photoId, variant } = params;
      const photo = await findPhotoById(app.ctx.db, photoId);
      if (!photo || !signer.verify(photo, variant, query.exp, query.sig)) {
        throw notFound(COLLECTION_MESSAGES.photoNotFound);
      }
      const file = await app.storage.get(variant === 'thumb' ? photo.thumbnailKey : photo.storageKey);
      if (!file) throw notFound(COLLECTION_MESSAGES.photoNotFound);
      const maxAge = Math.max(0, Number(query.exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', variant === 'thumb' ? 'image/webp' : photo.contentType)
        .header('content-length', file.size)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
    ['photos'],
  );
};
