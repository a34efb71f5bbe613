import { z } from 'zod';
import { PHOTOS } from '../rules/constants';
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
