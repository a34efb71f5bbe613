import { z } from 'zod';
import { PHOTOS } from './constants';
import { idSchema, INPUT_MESSAGES, MAX_ID, repeatedIdsSchema, requiredTextSchema, textSchema } from './input';
import { countLabel } from './plural';

/** Favorite cards: five slots shown on the profile; the star (is_special) marks a card that holds one. */
export const FAVORITE_SLOTS = 5;

/** Sentences the collection calls answer with (spec 2 §5 where the spec words them). */
export const COLLECTION_MESSAGES = {
  locationRequired: 'Location name is required',
  locationEmpty: 'Location name cannot be empty',
  locationTooLong: 'Location name must be at most 100 characters',
  locationExists: 'You already have a location with that name',
  locationNotFound: 'Location not found',
  reassignRequired: 'Please select a location to reassign cards to',
  reassignSame: 'Cannot reassign cards to the same location',
  seriesLocationRequired: 'Please select a location for the cards of this series',
  cardNotFound: 'Card not found',
  userCardNotFound: 'Card not found in your collection',
  seriesNotFound: 'Series not found',
  photoNotFound: 'Photo not found',
  agencyNotFound: 'Unknown grading agency',
  codeTaken: 'Another card in your collection already uses that code',
  codeInvalid: 'Code must be 1 to 12 letters, digits or dashes',
  serialNoPrintRun: 'Serial number is only allowed for cards with a print run',
  serialRange: (printRun: number) => `Serial number must be a whole number from 1 to ${printRun}`,
  price: (label: string) => `${label} must be an amount of 0 or more with at most 2 decimals`,
  grade: 'Grade must be a number from 0 to 100 with at most 1 decimal, such as 10 or 9.5',
  notesTooLong: 'Notes must be at most 2000 characters',
  gradeIdTooLong: 'Grade ID must be at most 50 characters',
  nothingToUpdate: 'Nothing to update',
  tooManyCards: 'At most 10000 cards can be added at once',
  noCards: 'Select at least one card to add',
  tooManyPhotos: (existing: number) =>
    `Maximum ${PHOTOS.maxPerCard} photos allowed per card. You have ${countLabel(existing, 'photo')} already.`,
  photoType: (file: string) => `${file}: Only JPEG, PNG, and WebP images are allowed`,
  photoSize: (file: string) => `${file}: File size must be less than 5MB`,
  noPhotos: 'Choose at least one photo to upload',
  photoOrder: 'photoOrders must list photos of this card, each once, with sort orders from 1',
  invalidId: INPUT_MESSAGES.invalidId,
  favoritesFull: `You can have at most ${FAVORITE_SLOTS} favorite cards. Remove one from your favorites first.`,
} as const;

/** Random codes: 4 characters from upper-case letters and digits without the ambiguous 0 O 1 I L. */
export const RANDOM_CODE = { length: 4, alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' } as const;
export const BULK_ADD_MAX = 10000;
export const SERIES_BULK_NOTE = (seriesName: string) => `Added via series bulk action: ${seriesName}`;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** null, '' and undefined clear a nullable field; absent means "leave unchanged" on update. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const price = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string().trim()], { error: COLLECTION_MESSAGES.price(label) })
      .refine(
        (v) => PRICE_PATTERN.test(typeof v === 'number' ? String(v) : v),
        COLLECTION_MESSAGES.price(label),
      )
      .transform((v) => Number(v))
      .nullable(),
  );

const GRADE_PATTERN = /^\d{1,3}(\.\d)?$/;
const grade = z.preprocess(
  blankToNull,
  z
    .union([z.number(), z.string().trim()], { error: COLLECTION_MESSAGES.grade })
    .refine((v) => {
      const text = typeof v === 'number' ? String(v) : v;
      return GRADE_PATTERN.test(text) && Number(text) <= 100;
    }, COLLECTION_MESSAGES.grade)
    .transform((v) => Number(v))
    .nullable(),
);

const serial = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: 'Serial number must be a whole number' })
    .int('Serial number must be a whole number')
    .min(1, 'Serial number must be a whole number from 1')
    .max(MAX_ID, 'Serial number is too large')
    .nullable(),
);

const optionalText = (label: string, max: number, tooLong: string) =>
  z.preprocess(blankToNull, textSchema(label, max, { tooLong }).nullable());

/** The edit form's fields (spec 2 §3 "Edit-form fields"); every one optional so PUT changes only what is sent. */
export const userCardFieldsSchema = z.object({
  random_code: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,12}$/, COLLECTION_MESSAGES.codeInvalid)
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional(),
  ),
  serial_number: serial.optional(),
  user_location: z.preprocess(blankToNull, idSchema('location').nullable()).optional(),
  purchase_price: price('Purchase price').optional(),
  estimated_value: price('Estimated value').optional(),
  notes: optionalText('Notes', 2000, COLLECTION_MESSAGES.notesTooLong).optional(),
  aftermarket_autograph: z.boolean().optional(),
  grading_agency: z.preprocess(blankToNull, idSchema('grading agency').nullable()).optional(),
  grade: grade.optional(),
  grade_id: optionalText('Grade ID', 50, COLLECTION_MESSAGES.gradeIdTooLong).optional(),
});
export type UserCardFields = z.infer<typeof userCardFieldsSchema>;

export const addUserCardBodySchema = userCardFieldsSchema.extend({ card_id: idSchema('card') });
export type AddUserCardBody = z.input<typeof addUserCardBodySchema>;

export const updateUserCardBodySchema = userCardFieldsSchema.extend({ is_special: z.boolean().optional() });
export type UpdateUserCardBody = z.input<typeof updateUserCardBodySchema>;

export const bulkAddBodySchema = z.object({
  card_ids: z
    .array(idSchema('card'), { error: COLLECTION_MESSAGES.noCards })
    .min(1, COLLECTION_MESSAGES.noCards)
    .max(BULK_ADD_MAX, COLLECTION_MESSAGES.tooManyCards),
  user_location: z.preprocess(blankToNull, idSchema('location').nullable()).optional(),
});

/** The series bulk-add dialog requires a real location (spec 2 §2.8), so the route does too. */
export const seriesBulkAddBodySchema = z.object(
  {
    user_location: z.preprocess(
      blankToNull,
      idSchema('location', COLLECTION_MESSAGES.seriesLocationRequired),
    ),
  },
  { error: COLLECTION_MESSAGES.seriesLocationRequired },
);
export type SeriesBulkAddBody = z.input<typeof seriesBulkAddBodySchema>;

/** Answers of the series bulk add and remove: how many entries, which ones, and the toast's text. */
const seriesBulkResponseSchema = z.object({
  success: z.literal(true),
  user_card_ids: z.array(z.number().int()),
  message: z.string(),
});
export const seriesBulkAddResponseSchema = seriesBulkResponseSchema.extend({ added: z.number().int() });
export type SeriesBulkAddResponse = z.infer<typeof seriesBulkAddResponseSchema>;
export const seriesBulkRemoveResponseSchema = seriesBulkResponseSchema.extend({ removed: z.number().int() });
export type SeriesBulkRemoveResponse = z.infer<typeof seriesBulkRemoveResponseSchema>;

const money = z.number().nullable();

export const userCardPhotoSchema = z.object({
  user_card_photo_id: z.number().int(),
  photo_url: z.string(),
  thumbnail_url: z.string(),
  sort_order: z.number().int(),
});
export type UserCardPhoto = z.infer<typeof userCardPhotoSchema>;

export const cardPlayerTeamSchema = z.object({
  player: z
    .object({ player_id: z.number(), first_name: z.string(), last_name: z.string(), slug: z.string() })
    .nullable(),
  team: z
    .object({
      team_id: z.number(),
      name: z.string(),
      slug: z.string(),
      abbreviation: z.string().nullable(),
      primary_color: z.string().nullable(),
      secondary_color: z.string().nullable(),
    })
    .nullable(),
});

/** One collection entry with the catalogue card it copies (spec 2 §3 "User card"). */
export const userCardSchema = z.object({
  user_card_id: z.number().int(),
  card_id: z.number().int(),
  card_number: z.string(),
  card_slug: z.string(),
  sort_order: z.number().nullable(),
  random_code: z.string(),
  serial_number: z.number().nullable(),
  print_run: z.number().nullable(),
  user_location: z.number().nullable(),
  location_name: z.string().nullable(),
  purchase_price: money,
  estimated_value: money,
  current_value: money,
  notes: z.string().nullable(),
  aftermarket_autograph: z.boolean(),
  grading_agency: z.number().nullable(),
  grading_agency_abbr: z.string().nullable(),
  grade: z.number().nullable(),
  grade_id: z.string().nullable(),
  is_special: z.boolean(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  photo_count: z.number().int(),
  all_photos: z.array(userCardPhotoSchema),
  primary_photo_url: z.string().nullable(),
  front_image_url: z.string().nullable(),
  date_added: z.string(),
  created: z.string(),
  series_id: z.number().int(),
  set_id: z.number().int(),
  set_name: z.string(),
  set_year: z.number().int(),
  set_slug: z.string(),
  series_rel: z.object({ name: z.string(), slug: z.string() }),
  color_rel: z.object({ color: z.string().nullable(), hex_color: z.string().nullable() }),
  card_player_teams: z.array(cardPlayerTeamSchema),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userCardResponseSchema = z.object({ success: z.literal(true), card: userCardSchema });
export const userCardsResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(userCardSchema),
  total: z.number().int(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/user/collection/cards filters (spec 2 §7); all optional and combined with AND. */
export const collectionCardsQuerySchema = z.object({
  location_id: repeatedIdsSchema('location', 500),
  include_unassigned: flag.optional(),
  only_unassigned: flag.optional(),
  is_rookie: flag.optional(),
  is_autograph: flag.optional(),
  is_relic: flag.optional(),
  has_grade: flag.optional(),
  team_id: repeatedIdsSchema('team', 500),
  series_id: idSchema('series').optional(),
});
export type CollectionCardsQuery = z.infer<typeof collectionCardsQuerySchema>;

export const collectionStatsSchema = z.object({
  total_cards: z.number().int(),
  total_value: z.number().int(),
  unique_cards: z.number().int(),
  unique_players: z.number().int(),
  unique_series: z.number().int(),
  rookie_cards: z.number().int(),
  autograph_cards: z.number().int(),
  relic_cards: z.number().int(),
  graded_cards: z.number().int(),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

export const collectionTeamSchema = z.object({
  team_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  abbreviation: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  card_count: z.number().int(),
  players: z.array(
    z.object({
      player_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      slug: z.string(),
      card_count: z.number().int(),
    }),
  ),
});

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

export const seriesCompletionSchema = z.object({
  series_id: z.number().int(),
  owned_cards: z.number().int(),
  total_cards: z.number().int(),
  completion_percentage: z.number(),
});

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
