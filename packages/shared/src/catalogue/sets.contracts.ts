import { z } from 'zod';
import { idSchema, yearSchema } from '../api/input';
import { CATALOGUE_LIMITS, listSearchSchema } from './catalogue-limits';
import {
  parallelSeriesSchema,
  seriesSchema,
  setSchema,
  spreadsheetStatusSchema,
  yearTileSchema,
} from './catalogue.schemas';

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
