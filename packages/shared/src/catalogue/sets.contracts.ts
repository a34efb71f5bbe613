import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema, yearSchema } from '../api/input';
import { CATALOGUE_LIMITS } from './catalogue-limits';
import { listSearchSchema, successSchema } from './catalogue-inputs';
import {
  parallelSeriesSchema,
  seriesSchema,
  setSchema,
  spreadsheetStatusSchema,
  yearTileSchema,
} from './catalogue.schemas';
import {
  seriesBySetSlugsRoute,
  seriesBySlugRoute,
  setDetailRoute,
  setYearsRoute,
  setsListRoute,
} from './catalogue.routes';

export const trackSetVisitSchema = z.object({ set_id: idSchema('set') });

export const setYearsResponseSchema = z.object({ years: z.array(yearTileSchema) });

export const setsListQuerySchema = z.object({
  year: yearSchema.optional(),
  search: listSearchSchema.optional(),
});
export const setsListResponseSchema = z.object({ sets: z.array(setSchema) });

export const seriesListQuerySchema = z.object({
  set_id: idSchema('set').optional(),
  search: listSearchSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.seriesListMax)
    .default(CATALOGUE_LIMITS.seriesListDefault),
});
export const seriesListResponseSchema = z.object({ series: z.array(seriesSchema) });

export const setDetailResponseSchema = z.object({
  set: setSchema,
  series: z.array(seriesSchema),
  spreadsheet: spreadsheetStatusSchema.nullable(),
});

export const seriesDetailResponseSchema = z.object({
  series: seriesSchema,
  set: setSchema,
  parallels: z.array(parallelSeriesSchema),
  /** signed-in users only: distinct cards of the series they own */
  completion: z.object({ owned_count: z.number().int(), completion_percentage: z.number() }).nullable(),
});

const slug = requiredTextSchema('Slug', 300);

export const setYearsContract = defineEndpoint({
  ...setYearsRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  response: setYearsResponseSchema,
});

export const setsListContract = defineEndpoint({
  ...setsListRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  query: setsListQuerySchema,
  response: setsListResponseSchema,
});

export const setDetailContract = defineEndpoint({
  ...setDetailRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ year: yearSchema, setSlug: slug }),
  response: setDetailResponseSchema,
  errors: errorResponses(404),
});

export const seriesBySetSlugsContract = defineEndpoint({
  ...seriesBySetSlugsRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ year: yearSchema, setSlug: slug, seriesSlug: slug }),
  response: seriesDetailResponseSchema,
  errors: errorResponses(404),
});

export const trackSetVisitContract = defineEndpoint({
  method: 'POST',
  path: '/api/sets/track-visit',
  access: 'public',
  body: trackSetVisitSchema,
  response: successSchema,
  errors: errorResponses(404),
});

export const seriesBySlugContract = defineEndpoint({
  ...seriesBySlugRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ slug }),
  response: seriesDetailResponseSchema,
  errors: errorResponses(404),
});

export const seriesOfSetContract = defineEndpoint({
  method: 'GET',
  path: '/api/series-by-set/:setId',
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ setId: idSchema('set') }),
  response: seriesListResponseSchema,
});

export const seriesListContract = defineEndpoint({
  method: 'GET',
  path: '/api/series-list',
  access: 'public',
  apiScope: 'catalogue:read',
  query: seriesListQuerySchema,
  response: seriesListResponseSchema,
});
