import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema } from '../api/input';
import { COLLECTION_MESSAGES } from './collection-messages';
import { blankToNull } from './user-card-fields';
import {
  listLocationsRoute,
  createLocationRoute,
  updateLocationRoute,
  deleteLocationRoute,
} from './collection.routes';

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

const locationParams = z.object({ id: idSchema('location') });
const locationErrors = errorResponses(400, 401, 404, 409);
const locationResponse = z.object({
  success: z.literal(true),
  location: locationSchema,
  message: z.string(),
});

export const gradingAgenciesContract = defineEndpoint({
  method: 'GET',
  path: '/api/grading-agencies',
  access: 'public',
  apiScope: 'catalogue:read',
  response: z.object({ success: z.literal(true), agencies: z.array(gradingAgencySchema) }),
});

export const listLocationsContract = defineEndpoint({
  ...listLocationsRoute,
  access: 'user',
  apiScope: 'collection:read',
  response: z.object({ success: z.literal(true), locations: z.array(locationSchema) }),
  errors: locationErrors,
});

export const createLocationContract = defineEndpoint({
  ...createLocationRoute,
  access: 'user',
  apiScope: 'collection:write',
  body: createLocationBodySchema,
  status: 201,
  response: locationResponse,
  errors: locationErrors,
});

export const updateLocationContract = defineEndpoint({
  ...updateLocationRoute,
  access: 'user',
  apiScope: 'collection:write',
  params: locationParams,
  body: updateLocationBodySchema,
  response: locationResponse,
  errors: locationErrors,
});

export const deleteLocationContract = defineEndpoint({
  ...deleteLocationRoute,
  access: 'user',
  apiScope: 'collection:write',
  params: locationParams,
  body: deleteLocationBodySchema,
  response: z.object({ success: z.literal(true), reassigned: z.number().int(), message: z.string() }),
  errors: locationErrors,
});
