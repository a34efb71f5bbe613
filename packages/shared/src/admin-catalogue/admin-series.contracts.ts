/** The /admin/series screen's calls (data_admin and up): list, colours, add, edit, delete, create parallel. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema, requiredTextSchema, textSchema } from '../api/input';
import { seriesSchema, setSchema } from '../catalogue/catalogue.schemas';
import { listSearchSchema } from '../catalogue/catalogue-inputs';
import { countLabel } from '../rules/plural';

/** Doc 3 §2, §9: the 100 most recently created series. */
export const ADMIN_SERIES_LIMIT = 100;

export const ADMIN_SERIES_MESSAGES = {
  nameRequired: 'Series name is required',
  setRequired: 'Set selection is required',
  countInvalid: (label: string) => `${label} must be a whole number of 0 or more`,
  printRunInvalid: 'Print run must be a whole number of 1 or more',
  parentInvalid: 'The parent must be another series of the same set that is not itself a parallel',
  parentHasParallels: 'A series that has parallels cannot become a parallel itself',
  colorNotFound: 'Color not found',
  setNotFound: 'Set not found',
  seriesExists: 'A series with this name already exists in this set',
  seriesCreated: 'Series created successfully',
  seriesUpdated: 'Series updated successfully',
  seriesDeleted: (name: string) => `Successfully deleted series: ${name}`,
  seriesOwned: (copies: number) =>
    `Cannot delete series: collectors own ${countLabel(copies, 'copy', 'copies')} of its cards. Remove them from their collections first.`,
  parallelNameRequired: 'Please provide a name for the parallel series',
  parallelCreated: (cards: number) => `Successfully created parallel series with ${cards} cards`,
} as const;

const M = ADMIN_SERIES_MESSAGES;
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;
const countSchema = (label: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: M.countInvalid(label) })
      .int(M.countInvalid(label))
      .min(0, M.countInvalid(label))
      .max(1_000_000, `${label} must be at most 1,000,000`)
      .nullable()
      .optional(),
  );
export const printRunSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: M.printRunInvalid })
    .int(M.printRunInvalid)
    .min(1, M.printRunInvalid)
    .max(1_000_000, M.printRunInvalid)
    .nullable()
    .optional(),
);
const optionalId = (what: string) => z.preprocess(blankToNull, idSchema(what).nullable().optional());

/** POST and PUT /api/admin/series: every field of doc 3 §3 an admin sets; counts are numbers or null. */
export const seriesBodySchema = z.object({
  name: requiredTextSchema('Series name', 200, { required: M.nameRequired }),
  set_id: idSchema('set', M.setRequired),
  is_base: z.boolean().optional(),
  card_count: countSchema('Card count'),
  card_entered_count: countSchema('Cards entered'),
  rookie_count: countSchema('Rookie count'),
  print_run_display: z.preprocess(blankToNull, textSchema('Print run display', 50).nullable().optional()),
  min_print_run: printRunSchema,
  max_print_run: printRunSchema,
  parallel_of_series: optionalId('series'),
  color_id: optionalId('color'),
});
export type SeriesBody = z.infer<typeof seriesBodySchema>;

export const adminSeriesListSchema = z.object({
  series: z.array(seriesSchema),
  setInfo: setSchema.nullable(),
});

export const adminSeriesContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/series',
  access: 'data_admin',
  query: z.object({
    set: idSchema('set').optional(),
    search: listSearchSchema.optional(),
    series_id: idSchema('series').optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be from 1 to 1000')
      .max(1000, 'Limit must be from 1 to 1000')
      .default(ADMIN_SERIES_LIMIT),
  }),
  response: adminSeriesListSchema,
  errors: errorResponses(400, 401, 403),
});

export const colorsResponseSchema = z.object({
  colors: z.array(z.object({ color_id: z.number().int(), name: z.string(), hex_value: z.string() })),
});

export const adminColorsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/colors',
  access: 'data_admin',
  response: colorsResponseSchema,
  errors: errorResponses(401, 403),
});

export const adminSeriesColorsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/series/colors',
  access: 'data_admin',
  response: colorsResponseSchema,
  errors: errorResponses(401, 403),
});

const seriesWriteResponse = z.object({ success: z.boolean(), message: z.string(), series: seriesSchema });
const seriesParams = z.object({ id: idSchema('series') });

export const createSeriesContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/series',
  access: 'data_admin',
  body: seriesBodySchema,
  status: 201,
  response: seriesWriteResponse,
  errors: errorResponses(409, 400, 401, 403),
});

export const updateSeriesContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/series/:id',
  access: 'data_admin',
  params: seriesParams,
  body: seriesBodySchema,
  response: seriesWriteResponse,
  errors: errorResponses(409, 400, 401, 403, 404),
});

export const deleteSeriesContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/series/:id',
  access: 'data_admin',
  params: seriesParams,
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: errorResponses(409, 401, 403, 404),
});

/** Create parallel: a copy of the series and its cards, a parallel of it (or of its parent). */
export const duplicateSeriesBodySchema = z.object({
  name: requiredTextSchema('Parallel name', 200, { required: M.parallelNameRequired }),
  color_id: optionalId('color'),
  print_run: printRunSchema,
});

export const duplicateSeriesContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/series/:id/duplicate',
  access: 'data_admin',
  params: seriesParams,
  body: duplicateSeriesBodySchema,
  status: 201,
  response: z.object({
    success: z.boolean(),
    cards_created: z.number().int(),
    message: z.string(),
    series: seriesSchema,
  }),
  errors: errorResponses(409, 400, 401, 403, 404),
});

export const SERIES_IMAGE_MESSAGES = {
  required: 'Choose a front or back image to upload',
  invalid: 'Series images must be JPEG, PNG or WebP images',
  tooLarge: 'Series images must be smaller than 5MB',
  uploaded: 'Series images uploaded successfully',
} as const;

/** Multipart: `front_image` and/or `back_image` (each ≤ 5 MB, checked by its bytes, re-encoded without EXIF). */
export const uploadSeriesImagesContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/series/upload-images/:id',
  access: 'data_admin',
  params: seriesParams,
  consumes: ['multipart/form-data'],
  response: z.object({
    success: z.boolean(),
    front_image_url: z.string().nullable(),
    back_image_url: z.string().nullable(),
    message: z.string(),
  }),
  errors: errorResponses(400, 401, 403, 404),
});

/** Public: the stored series images are immutable (a new upload gets a new name). */
export const seriesImageFileContract = defineEndpoint({
  method: 'GET',
  path: '/api/series-images/:seriesId/:file',
  access: 'public',
  hidden: true,
  params: z.object({ seriesId: idSchema('series'), file: requiredTextSchema('File', 60) }),
  produces: ['image/jpeg', 'image/png', 'image/webp'],
  response: fileResponseSchema,
});
