import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countLabel,
  deletePhotoContract,
  listPhotosContract,
  PHOTOS,
  reorderPhotosContract,
  replacePhotoContract,
  uploadPhotosContract,
} from '@cardbinder/shared';
import { guardScope } from '@/plugins/auth';
import { registerEndpoint } from '@/plugins/endpoints';
import type { UploadPart } from './photos.service';

const tags = ['photos'];
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
  guardScope(app);

  registerEndpoint(
    app,
    listPhotosContract,
    async ({ user, params }) => ({
      success: true as const,
      photos: await photos.list(user.userId, params.user_card_id),
    }),
    tags,
  );

  registerEndpoint(
    app,
    uploadPhotosContract,
    async ({ user, params }, request, reply) => {
      const result = await photos.upload(
        user.userId,
        params.user_card_id,
        fileParts(request, ['photos', 'photos[]', 'photo'], PHOTOS.maxPerCard),
      );
      return reply.status(201).send({
        success: true,
        photos: result.photos,
        message: `Successfully uploaded ${countLabel(result.added, 'photo')}`,
      });
    },
    tags,
  );

  registerEndpoint(
    app,
    reorderPhotosContract,
    async ({ user, params, body }) => ({
      success: true as const,
      photos: await photos.reorder(user.userId, params.user_card_id, body.photoOrders),
      message: 'Photo order saved',
    }),
    tags,
  );

  registerEndpoint(
    app,
    replacePhotoContract,
    async ({ user, params }, request) => {
      const { user_card_id: userCardId, photoId } = params;
      const photo = await photos.replace(
        user.userId,
        userCardId,
        photoId,
        fileParts(request, ['photo', 'photos'], 1),
      );
      return { success: true as const, photo, message: 'Photo updated successfully' };
    },
    tags,
  );

  registerEndpoint(
    app,
    deletePhotoContract,
    async ({ user, params }) => {
      await photos.remove(user.userId, params.user_card_id, params.photoId);
      return { success: true as const, message: 'Photo deleted successfully' };
    },
    tags,
  );
};
