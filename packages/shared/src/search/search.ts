import { z } from 'zod';
import { SEARCH } from '../rules/constants';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { universalSearchRoute } from './search.routes';

/** The universal search (spec 1 §2 "Universal search", §7 GET /api/search/universal, §9 limits). */
export const SEARCH_LIMITS = {
  minLength: SEARCH.minLength,
  maxLength: 100,
  defaultLimit: SEARCH.limit,
  maxLimit: 100,
};

export const SEARCH_MESSAGES = {
  queryTooShort: `Search query must be at least ${SEARCH.minLength} characters`,
  queryTooLong: `Search query must be at most ${SEARCH_LIMITS.maxLength} characters`,
  limitInvalid: `Limit must be a whole number from 1 to ${SEARCH_LIMITS.maxLimit}`,
} as const;

export const SEARCH_RESULT_TYPES = ['player', 'team', 'set', 'series', 'card'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const universalSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryTooShort })
    .trim()
    .min(SEARCH_LIMITS.minLength, SEARCH_MESSAGES.queryTooShort)
    .max(SEARCH_LIMITS.maxLength, SEARCH_MESSAGES.queryTooLong),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limitInvalid })
    .int(SEARCH_MESSAGES.limitInvalid)
    .min(1, SEARCH_MESSAGES.limitInvalid)
    .max(SEARCH_LIMITS.maxLimit, SEARCH_MESSAGES.limitInvalid)
    .default(SEARCH_LIMITS.defaultLimit),
});
export type UniversalSearchQuery = z.infer<typeof universalSearchQuerySchema>;

const searchTeamSchema = z.object({
  team_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  abbreviation: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
});

/**
 * The spec's data fields (card_number, player_names, series_slug, first_name, last_name, teams, card_count,
 * player_count, organization_name, series_name) plus what the client needs to link each result.
 */
export const searchResultDataSchema = z.object({
  slug: z.string().optional(),
  year: z.number().int().optional(),
  card_count: z.number().int().optional(),
  // player
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  nick_name: z.string().nullable().optional(),
  is_hof: z.boolean().optional(),
  rc_count: z.number().int().optional(),
  teams: z.array(searchTeamSchema).optional(),
  // team
  abbreviation: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  player_count: z.number().int().optional(),
  organization_name: z.string().nullable().optional(),
  primary_color: z.string().nullable().optional(),
  secondary_color: z.string().nullable().optional(),
  // set
  name: z.string().optional(),
  series_count: z.number().int().optional(),
  manufacturer_name: z.string().nullable().optional(),
  // series and card
  set_id: z.number().int().optional(),
  set_name: z.string().optional(),
  set_slug: z.string().optional(),
  series_id: z.number().int().optional(),
  series_name: z.string().optional(),
  series_slug: z.string().optional(),
  color_name: z.string().nullable().optional(),
  color_hex: z.string().nullable().optional(),
  print_run_display: z.string().nullable().optional(),
  is_parallel: z.boolean().optional(),
  // card
  card_number: z.string().optional(),
  card_slug: z.string().optional(),
  player_names: z.string().optional(),
  is_rookie: z.boolean().optional(),
  is_autograph: z.boolean().optional(),
  is_relic: z.boolean().optional(),
  print_run: z.number().int().nullable().optional(),
});
export type SearchResultData = z.infer<typeof searchResultDataSchema>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  data: searchResultDataSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const universalSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  /** milliseconds the server spent on the search */
  took_ms: z.number(),
});
export type UniversalSearchResponse = z.infer<typeof universalSearchResponseSchema>;

/** Public: visitors search the catalogue too (spec 1 §1). The answer is JSON text made by the database. */
export const universalSearchContract = defineEndpoint({
  ...universalSearchRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  query: universalSearchQuerySchema,
  response: universalSearchResponseSchema,
  errors: errorResponses(400),
});
