import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countLabel,
  errorBodySchema,
  idSchema,
  photoOrderBodySchema,
  photosResponseSchema,
  PHOTOS,
  userCardPhotoSchema,
} from '@cardbinder/shared';
import { currentUser, requireAuth } from '@/plugins/auth';
import type { UploadPart } from './photos.service';

const tags = ['photos'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const cardParams = z.object({ user_card_id: idSchema('card') });
const photoParams = cardParams.extend({ photoId: idSchema('photo') });
const ok = z.object({ success: z.literal(true), message: z.string() });

/**
 * The files of the given form fields, streamed: busboy stops each at the size limit and the reader
 * never holds more than one file (≤ 5 MB) at a time. Files in other fields are skipped.
 */
async function* fileParts(
  request: FastifyRequest,
  fields: string[],
  maxFiles: number,
): AsyncIterable<UploadPart> {
  const files = request.files({
    limits: { fileSize: PHOTOS.maxBytes, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  for await (const part of files) {
    if (!fields.includes(part.fieldname)) {
      part.file.resume();
      continue;
    }
    yield { filename: part.filename, file: part.file };
  }
}

/** /api/user/cards/{user_card_id}/photos… (spec 2 §7 Photos); registered under /api. Multipart is registered
 * once at the root; the limits here override its defaults per request. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.ctx.services;
  app.addHook('onRequest', requireAuth());

  app.get(
    '/user/cards/:user_card_id/photos',
    { schema: { tags, security, params: cardParams, response: { 200: photosResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      photos: await photos.list(currentUser(request).userId, request.params.user_card_id),
    }),
  );

  app.post(
    '/user/cards/:user_card_id/photos',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: cardParams,
        response: { 201: photosResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await photos.upload(
        currentUser(request).userId,
        request.params.user_card_id,
        fileParts(request, ['photos', 'photos[]', 'photo'], PHOTOS.maxPerCard),
      );
      return reply.status(201).send({
        success: true,
        photos: result.photos,
        message: `Successfully uploaded ${countLabel(result.added, 'photo')}`,
      });
    },
  );

  app.put(
    '/user/cards/:user_card_id/photos/reorder',
    {
      schema: {
        tags,
        security,
        params: cardParams,
        body: photoOrderBodySchema,
        response: { 200: photosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      photos: await photos.reorder(
        currentUser(request).userId,
        request.params.user_card_id,
        request.body.photoOrders,
      ),
      message: 'Photo order saved',
    }),
  );

  app.put(
    '/user/cards/:user_card_id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: photoParams,
        response: { 200: ok.extend({ photo: userCardPhotoSchema }), ...errors },
      },
    },
    async (request) => {
      const { user_card_id: userCardId, photoId } = request.params;
      const photo = await photos.replace(
        currentUser(request).userId,
        userCardId,
        photoId,
        fileParts(request, ['photo', 'photos'], 1),
      );
      return { success: true as const, photo, message: 'Photo updated successfully' };
    },
  );

  app.delete(
    '/user/cards/:user_card_id/photos/:photoId',
    { schema: { tags, security, params: photoParams, response: { 200: ok, ...errors } } },
    async (request) => {
      await photos.remove(currentUser(request).userId, request.params.user_card_id, request.params.photoId);
      return { success: true as const, message: 'Photo deleted successfully' };
    },
  );
};
