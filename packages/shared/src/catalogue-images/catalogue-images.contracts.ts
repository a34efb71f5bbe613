import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema, INPUT_MESSAGES, MAX_ID, textSchema } from '../api/input';
import { cardImagePairSchema, publishedCardImageSchema } from './catalogue-images';
import {
  CARD_IMAGE_LIMITS,
  CARD_IMAGE_MESSAGES,
  CARD_IMAGE_SIDES,
  CARD_IMAGE_STATUSES,
} from './card-image-rules';
import {
  cardImagesRoute,
  cardImageConsentRoute,
  myCardImagesRoute,
  suggestCardImageRoute,
  withdrawCardImageRoute,
} from './catalogue-images.routes';

const messageSchema = z.object({ success: z.literal(true), message: z.string() });
const imageParams = z.object({ id: idSchema('picture') });

/** A suggestion as its collector sees it in their list. */
export const mySuggestionSchema = z.object({
  card_image_id: z.number().int(),
  card_id: z.number().int(),
  side: z.enum(CARD_IMAGE_SIDES),
  status: z.enum(CARD_IMAGE_STATUSES),
  reason: z.string().nullable(),
  card_label: z.string(),
  card_url: z.string(),
  created_at: z.string(),
  image: publishedCardImageSchema.nullable(),
});
export type MyCardImageSuggestion = z.infer<typeof mySuggestionSchema>;

export const cardImageConsentContract = defineEndpoint({
  ...cardImageConsentRoute,
  access: 'user',
  response: z.object({ consented: z.boolean(), terms_version: z.number().int() }),
  errors: errorResponses(401),
});

export const suggestCardImageContract = defineEndpoint({
  ...suggestCardImageRoute,
  access: 'user',
  status: 201,
  params: z.object({ photoId: idSchema('photo') }),
  body: z.object({
    side: z.enum(CARD_IMAGE_SIDES, { error: 'Side must be front or back' }),
    /** true once, with the terms version shown; later suggestions may leave it out */
    consent: z.boolean().optional(),
  }),
  response: messageSchema.extend({ suggestion: mySuggestionSchema }),
  errors: errorResponses(400, 401, 404, 409),
});

export const myCardImagesContract = defineEndpoint({
  ...myCardImagesRoute,
  access: 'user',
  response: z.object({ suggestions: z.array(mySuggestionSchema), contributions: z.number().int() }),
  errors: errorResponses(401),
});

/** Withdraws a pending or published suggestion of one's own: every file of it is deleted. */
export const withdrawCardImageContract = defineEndpoint({
  ...withdrawCardImageRoute,
  access: 'user',
  params: imageParams,
  response: messageSchema,
  errors: errorResponses(400, 401, 404),
});

/** The published pictures of the named cards (only cards that have one appear). */
export const cardImagesContract = defineEndpoint({
  ...cardImagesRoute,
  access: 'public',
  query: z.object({
    card_ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'card_ids must be card ids separated by commas')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), INPUT_MESSAGES.invalidId('card'))
      .refine(
        (ids) => ids.length <= CARD_IMAGE_LIMITS.cardIdsMax,
        `At most ${CARD_IMAGE_LIMITS.cardIdsMax} cards`,
      ),
  }),
  response: z.object({ images: z.record(z.string(), cardImagePairSchema) }),
  errors: errorResponses(400),
});

export const cardImageFileContract = defineEndpoint({
  method: 'GET',
  path: '/api/card-images/files/:name',
  access: 'public',
  hidden: true,
  params: z.object({
    name: z.string().regex(/^[0-9a-f]{64}-(thumb|medium|full)\.(avif|webp|jpg)$/, 'Not found'),
  }),
  produces: ['image/avif', 'image/webp', 'image/jpeg'],
  response: fileResponseSchema,
  errors: errorResponses(404),
});

/** A suggestion in the moderation queue, with the card and its current picture of that side. */
export const queuedSuggestionSchema = z.object({
  card_image_id: z.number().int(),
  side: z.enum(CARD_IMAGE_SIDES),
  status: z.enum(CARD_IMAGE_STATUSES),
  created_at: z.string(),
  contributor: z.object({ user_id: z.number().int(), username: z.string() }),
  card: z.object({
    card_id: z.number().int(),
    label: z.string(),
    url: z.string(),
    set_name: z.string(),
    series_name: z.string(),
    card_number: z.string(),
    player_names: z.string(),
  }),
  current: publishedCardImageSchema.nullable(),
});
export type QueuedCardImageSuggestion = z.infer<typeof queuedSuggestionSchema>;

export const cardImageQueueContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/card-images',
  access: 'data_admin',
  query: z.object({ status: z.enum(['pending', 'approved']).default('pending') }),
  response: z.object({ suggestions: z.array(queuedSuggestionSchema), total: z.number().int() }),
  errors: errorResponses(400, 401, 403),
});

/** The suggested file itself (pending suggestions only), for the moderator's preview and editor. */
export const cardImageSourceContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/card-images/:id/source',
  access: 'data_admin',
  params: imageParams,
  produces: ['image/jpeg', 'image/png', 'image/webp'],
  response: fileResponseSchema,
  errors: errorResponses(401, 403, 404),
});

export const cropSchema = z.object({
  left: z.number().int().min(0),
  top: z.number().int().min(0),
  width: z.number().int().min(16),
  height: z.number().int().min(16),
});

export const approveCardImageContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/card-images/:id/approve',
  access: 'data_admin',
  params: imageParams,
  body: z.object({
    /** quarter turns clockwise, applied before the crop */
    rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
    crop: cropSchema.nullable().default(null),
    /** true to replace a picture the card already has of that side */
    replace: z.boolean().default(false),
  }),
  response: messageSchema.extend({ image: publishedCardImageSchema }),
  errors: errorResponses(400, 401, 403, 404, 409),
});

export const rejectCardImageContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/card-images/:id/reject',
  access: 'data_admin',
  params: imageParams,
  body: z.object({
    reason: textSchema('Reason', CARD_IMAGE_LIMITS.reasonMax).refine(
      (value) => value.length > 0,
      CARD_IMAGE_MESSAGES.reasonRequired,
    ),
  }),
  response: messageSchema,
  errors: errorResponses(400, 401, 403, 404, 409),
});

export const removeCardImageContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/card-images/:id',
  access: 'data_admin',
  params: imageParams,
  response: messageSchema,
  errors: errorResponses(400, 401, 403, 404),
});
