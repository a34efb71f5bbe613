import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  CATALOGUE_MESSAGES,
  adminSetsByYearContract,
  adminSetsContract,
  createSetContract,
  manufacturersContract,
  organizationsContract,
  PHOTOS,
  setThumbnailFileContract,
  updateSetContract,
  uploadSetThumbnailContract,
} from '@cardbinder/shared';
import { badRequest, notFound } from '@/lib/errors';
import { readLimited } from '@/modules/photos';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The sets screen's lists and the set edit modal (create, edit, thumbnail) and its organization/manufacturer lists; admin roles. */
export const adminSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sets = app.ctx.services.adminSets;

  registerEndpoint(app, adminSetsContract, ({ query }) => sets.list(query), tags);

  registerEndpoint(
    app,
    adminSetsByYearContract,
    ({ params, query }) => sets.list({ ...query, year: params.year }),
    tags,
  );

  registerEndpoint(app, organizationsContract, () => sets.organizations(), tags);

  registerEndpoint(app, manufacturersContract, () => sets.manufacturers(), tags);

  registerEndpoint(
    app,
    createSetContract,
    async ({ user, body }, _request, reply) => reply.status(201).send(await sets.create(user, body)),
    tags,
  );

  registerEndpoint(
    app,
    updateSetContract,
    ({ user, params, body }) => sets.update(user, params.id, body),
    tags,
  );

  // multipart: a `thumbnail` file (≤ 5 MB, checked by its bytes) and a `setId` field, in either order
  registerEndpoint(
    app,
    uploadSetThumbnailContract,
    async ({ user }, request) => {
      if (!request.isMultipart()) throw badRequest(M.thumbnailRequired);
      let setId: number | null = null;
      let bytes: Buffer | null | undefined;
      const parts = request.parts({
        limits: { fileSize: PHOTOS.maxBytes, files: 1, fields: 5, fieldSize: 100 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'setId' && /^\d{1,9}$/.test(String(part.value))) setId = Number(part.value);
        } else if (part.fieldname === 'thumbnail' && bytes === undefined) {
          bytes = await readLimited(part.file);
          if (bytes === null) throw badRequest(M.thumbnailTooLarge);
        } else {
          part.file.resume();
        }
      }
      if (!bytes) throw badRequest(M.thumbnailRequired);
      if (setId === null) throw notFound(CATALOGUE_MESSAGES.setNotFound);
      return sets.uploadThumbnail(user, setId, bytes);
    },
    tags,
  );
};

/** Public: the set thumbnails the back office uploaded (outside the /api/admin scope). */
export const setThumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  const sets = app.ctx.services.adminSets;
  /** Public: the stored thumbnails are immutable (a new upload gets a new name). */
  registerEndpoint(
    app,
    setThumbnailFileContract,
    async ({ params }, _request, reply) => {
      const stored = await sets.openThumbnail(params.setId, params.file);
      if (!stored) throw notFound('Thumbnail not found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.stream);
    },
    tags,
  );
};
