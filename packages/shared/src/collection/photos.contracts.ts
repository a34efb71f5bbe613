import { z } from 'zod';
import { PHOTOS } from '../rules/constants';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema } from '../api/input';
import { COLLECTION_MESSAGES } from './collection-messages';
import { userCardPhotoSchema } from './user-card.schemas';

export const photoOrderBodySchema = z.object({
  photoOrders: z
    .array(
      z.object({ photoId: idSchema('photo'), sortOrder: z.number().int().min(1).max(PHOTOS.maxPerCard) }),
    )
    .min(1, COLLECTION_MESSAGES.photoOrder)
    .max(PHOTOS.maxPerCard, COLLECTION_MESSAGES.photoOrder),
});

export const photosResponseSchema = z.object({
  success: z.literal(true),
  photos: z.array(userCardPhotoSchema),
  message: z.string().optional(),
});

const photoErrors = errorResponses(400, 401, 404, 413, 415);
const cardParams = z.object({ user_card_id: idSchema('card') });
const photoParams = cardParams.extend({ photoId: idSchema('photo') });
const photoMessage = z.object({ success: z.literal(true), message: z.string() });

export const listPhotosContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/cards/:user_card_id/photos',
  access: 'user',
  params: cardParams,
  response: photosResponseSchema,
  errors: photoErrors,
});

/** Multipart field `photos` (or `photos[]`, `photo`), up to five files of ≤ 5 MB. */
export const uploadPhotosContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/cards/:user_card_id/photos',
  access: 'user',
  consumes: ['multipart/form-data'],
  params: cardParams,
  status: 201,
  response: photosResponseSchema,
  errors: photoErrors,
});

export const reorderPhotosContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/cards/:user_card_id/photos/reorder',
  access: 'user',
  params: cardParams,
  body: photoOrderBodySchema,
  response: photosResponseSchema,
  errors: photoErrors,
});

export const replacePhotoContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/cards/:user_card_id/photos/:photoId',
  access: 'user',
  consumes: ['multipart/form-data'],
  params: photoParams,
  response: photoMessage.extend({ photo: userCardPhotoSchema }),
  errors: photoErrors,
});

export const deletePhotoContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/cards/:user_card_id/photos/:photoId',
  access: 'user',
  params: photoParams,
  response: photoMessage,
  errors: photoErrors,
});

/**
 * The image bytes behind a signed address the API gave to someone allowed to see the photo. No token (an <img>
 * cannot send one); a wrong, expired or stale signature, or a deleted photo, answers 404 without telling which.
 */
export const photoFileContract = defineEndpoint({
  method: 'GET',
  path: '/api/photos/:photoId/:variant',
  access: 'public',
  hidden: true,
  params: z.object({ photoId: idSchema('photo'), variant: z.enum(['full', 'thumb']) }),
  query: z.object({ exp: z.string().max(20).default(''), sig: z.string().max(100).default('') }),
  produces: ['image/webp', 'image/jpeg', 'image/png'],
  response: fileResponseSchema,
});
