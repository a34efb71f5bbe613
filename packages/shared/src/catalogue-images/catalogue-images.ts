/** Catalogue pictures from collectors' photos (issue 45): the public image shape. */
import { z } from 'zod';
import { CARD_IMAGE_SIDES } from './card-image-rules';

export const cardImageContributorSchema = z.object({
  username: z.string(),
  /** false when the collector's profile is private: the credit names them without a link */
  profile_public: z.boolean(),
});

/** A published picture of one side of a card. */
export const publishedCardImageSchema = z.object({
  card_image_id: z.number().int(),
  side: z.enum(CARD_IMAGE_SIDES),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contributor: cardImageContributorSchema,
});
export type PublishedCardImage = z.infer<typeof publishedCardImageSchema>;

export const cardImagePairSchema = z.object({
  front: publishedCardImageSchema.nullable(),
  back: publishedCardImageSchema.nullable(),
});
export type CardImagePair = z.infer<typeof cardImagePairSchema>;
