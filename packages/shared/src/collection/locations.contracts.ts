import { z } from 'zod';
import { idSchema, requiredTextSchema } from '../api/input';
import { COLLECTION_MESSAGES } from './collection-messages';
import { blankToNull } from './user-card-fields';

export const locationSchema = z.object({
  user_location_id: z.number().int(),
  location: z.string(),
  is_dashboard: z.boolean(),
  card_count: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

const locationName = (required: string) =>
  requiredTextSchema('Location name', 100, { required, tooLong: COLLECTION_MESSAGES.locationTooLong });

export const createLocationBodySchema = z.object({
  location: locationName(COLLECTION_MESSAGES.locationRequired),
  is_dashboard: z.boolean().optional(),
});
export const updateLocationBodySchema = z
  .object({
    location: locationName(COLLECTION_MESSAGES.locationEmpty).optional(),
    is_dashboard: z.boolean().optional(),
  })
  .refine(
    (body) => body.location !== undefined || body.is_dashboard !== undefined,
    COLLECTION_MESSAGES.nothingToUpdate,
  );
export const deleteLocationBodySchema = z
  .object({ reassign_to: z.preprocess(blankToNull, idSchema('location').nullable()).optional() })
  .nullish();

export const gradingAgencySchema = z.object({
  grading_agency_id: z.number().int(),
  abbreviation: z.string(),
  name: z.string(),
  display_name: z.string(),
});
