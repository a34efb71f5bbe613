import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminColorsContract,
  adminSeriesColorsContract,
  adminSeriesContract,
  createSeriesContract,
  deleteSeriesContract,
  duplicateSeriesContract,
  PHOTOS,
  seriesImageFileContract,
  SERIES_IMAGE_MESSAGES,
  updateSeriesContract,
  uploadSeriesImagesContract,
} from '@cardbinder/shared';
import { badRequest, notFound } from '@/lib/errors';
import { readLimited } from '@/modules/photos';
import { registerEndpoint } from '@/plugins/endpoints';
import { SERIES_IMAGE_TYPES } from './admin-series-images.service';

const tags = ['admin'];

/** The series screen: list, colours, add, edit, delete and create parallel (data_admin and up). */
export const adminSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = app.ctx.services.adminSeries;

  registerEndpoint(app, adminSeriesContract, ({ query }) => series.list(query), tags);
  registerEndpoint(app, adminColorsContract, () => series.colors(), tags);
  registerEndpoint(app, adminSeriesColorsContract, () => series.colors(), tags);

  registerEndpoint(
    app,
    createSeriesContract,
    async ({ user, body }, _request, reply) => reply.status(201).send(await series.create(user, body)),
    tags,
  );

  registerEndpoint(
    app,
    updateSeriesContract,
    ({ user, params, body }) => series.update(user, params.id, body),
    tags,
  );

  registerEndpoint(app, deleteSeriesContract, ({ user, params }) => series.remove(user, params.id), tags);

  registerEndpoint(
    app,
    duplicateSeriesContract,
    async ({ user, params, body }, _request, reply) =>
      reply.status(201).send(await series.duplicate(user, params.id, body)),
    tags,
  );

  // multipart: front_image and/or back_image, each ≤ 5 MB and checked by its bytes
  registerEndpoint(
    app,
    uploadSeriesImagesContract,
    async ({ user, params }, request) => {
      if (!request.isMultipart()) throw badRequest(SERIES_IMAGE_MESSAGES.required);
      const images: { front?: Buffer; back?: Buffer } = {};
      const parts = request.parts({
        limits: { fileSize: PHOTOS.maxBytes, files: 2, fields: 5, fieldSize: 100 },
      });
      for await (const part of parts) {
        if (part.type === 'field') continue;
        const side =
          part.fieldname === 'front_image' ? 'front' : part.fieldname === 'back_image' ? 'back' : null;
        if (!side || images[side]) {
          part.file.resume();
          continue;
        }
        const bytes = await readLimited(part.file);
        if (bytes === null) throw badRequest(SERIES_IMAGE_MESSAGES.tooLarge);
        images[side] = bytes;
      }
      return app.ctx.services.adminSeriesImages.upload(user, params.id, images);
    },
    tags,
  );
};

/** Public: the series images the back office uploaded (outside the /api/admin scope). */
export const seriesImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = app.ctx.services.adminSeriesImages;
  registerEndpoint(
    app,
    seriesImageFileContract,
    async ({ params }, _request, reply) => {
      const stored = await images.open(params.seriesId, params.file);
      if (!stored) throw notFound('Image not found');
      const extension = params.file.slice(params.file.lastIndexOf('.') + 1);
      return reply
        .header('content-type', SERIES_IMAGE_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.stream);
    },
    tags,
  );
};
