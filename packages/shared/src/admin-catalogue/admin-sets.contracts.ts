/** The /admin/sets screen's lists (data_admin and up); add and edit are in admin-catalogue.contracts. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { setSchema } from '../catalogue/catalogue.schemas';
import { listSearchSchema } from '../catalogue/catalogue-inputs';
import { SET_YEAR } from './catalogue-admin';

/** Doc 3 §2, §9: the 20 most recent sets by default, sortable by these fields, last_viewed descending first. */
export const ADMIN_SETS_DEFAULT_LIMIT = 20;
/** ?all=true (the series form's set choice) returns at most this many */
export const ADMIN_SETS_ALL_MAX = 5000;
export const ADMIN_SET_SORTS = [
  'set_id',
  'name',
  'year',
  'organization',
  'manufacturer',
  'series_count',
  'card_count',
  'last_viewed',
] as const;
export type AdminSetSort = (typeof ADMIN_SET_SORTS)[number];

export const adminSetSchema = setSchema.extend({ last_viewed: z.string().nullable() });
export type AdminSet = z.infer<typeof adminSetSchema>;

const sortSchema = z
  .enum(ADMIN_SET_SORTS, { error: `Sort must be one of ${ADMIN_SET_SORTS.join(', ')}` })
  .default('last_viewed');
const orderSchema = z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc');

export const adminSetsQuerySchema = z.object({
  search: listSearchSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be from 1 to 100')
    .max(100, 'Limit must be from 1 to 100')
    .default(ADMIN_SETS_DEFAULT_LIMIT),
  all: z
    .enum(['true', 'false'], { error: 'all must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  set_id: idSchema('set').optional(),
  sort: sortSchema,
  order: orderSchema,
});

export const adminSetsResponseSchema = z.object({ sets: z.array(adminSetSchema) });

export const adminSetsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sets',
  access: 'data_admin',
  query: adminSetsQuerySchema,
  response: adminSetsResponseSchema,
  errors: errorResponses(400, 401, 403),
});

const yearMessage = `Year must be between ${SET_YEAR.min} and ${SET_YEAR.max}`;

export const adminSetsByYearContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sets/by-year/:year',
  access: 'data_admin',
  params: z.object({
    year: z.coerce
      .number({ error: yearMessage })
      .int(yearMessage)
      .min(SET_YEAR.min, yearMessage)
      .max(SET_YEAR.max, yearMessage),
  }),
  query: z.object({ search: listSearchSchema.optional(), sort: sortSchema, order: orderSchema }),
  response: adminSetsResponseSchema,
  errors: errorResponses(400, 401, 403),
});
