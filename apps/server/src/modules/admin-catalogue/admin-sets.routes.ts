import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  CATALOGUE_MESSAGES,
  errorBodySchema,
  idSchema,
  requiredTextSchema,
  manufacturersResponseSchema,
  organizationsResponseSchema,
  PHOTOS,
  setBodySchema,
  setWriteResponseSchema,
  thumbnailResponseSchema,
} from '@cardbinder/shared';
import { badRequest, notFound } from '@/lib/errors';
import { readLimited } from '@/modules/photos';

const tags = ['admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The set edit modal (create, edit, thumbnail) and its organization/manufacturer lists; admin roles. */
export const adminSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sets = app.ctx.services.adminSets;

  app.get(
    '/api/admin/organizations',
    { schema: { tags, response: { 200: organizationsResponseSchema, ...errors } } },
    () => sets.organizations(),
  );

  app.get(
    '/api/admin/manufacturers',
    { schema: { tags, response: { 200: manufacturersResponseSchema, ...errors } } },
    () => sets.manufacturers(),
  );

  app.post(
    '/api/admin/sets',
    {
      schema: {
        tags,
        body: setBodySchema,
        response: { 201: setWriteResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sets.create(request.body)),
  );

  app.put(
    '/api/admin/sets/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema('set') }),
        body: setBodySchema,
        response: { 200: setWriteResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    (request) => sets.update(request.params.id, request.body),
  );

  // multipart: a `thumbnail` file (≤ 5 MB, checked by its bytes) and a `setId` field, in either order
  app.post(
    '/api/admin/sets/upload-thumbnail',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: thumbnailResponseSchema, ...errors },
      },
    },
    async (request) => {
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
      return sets.uploadThumbnail(setId, bytes);
    },
  );
};

/** Public: the set thumbnails the back office uploaded (outside the /api/admin scope). */
export const setThumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  const sets = app.ctx.services.adminSets;
  /** Public: the stored thumbnails are immutable (a new upload gets a new name). */
  app.get(
    '/api/set-thumbnails/:setId/:file',
    {
      schema: {
        hide: true,
        params: z.object({ setId: idSchema('set'), file: requiredTextSchema('File', 60) }),
      },
    },
    async (request, reply) => {
      const stored = await sets.openThumbnail(request.params.setId, request.params.file);
      if (!stored) throw notFound('Thumbnail not found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.stream);
    },
  );
};
