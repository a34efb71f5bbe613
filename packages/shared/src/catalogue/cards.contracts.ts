/** The card calls: card lists, the card page (both routes) and a card's parallels. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorBodySchema, errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema, textSchema, yearSchema } from '../api/input';
import { CATALOGUE_LIMITS } from './catalogue-limits';
import { PACKED_CARD_TABLE_MEDIA_TYPE } from './packed-cards';
import {
  cardSchema,
  catalogueCardPlayerTeamSchema,
  colorRelSchema,
  parallelSeriesSchema,
  teamRefSchema,
} from './catalogue.schemas';
import { cardByNumberRoute, cardBySlugsRoute } from './catalogue.routes';

const id = z.number().int();

export const cardsQuerySchema = z.object({
  player_id: idSchema('player').optional(),
  player_name: textSchema('Player name', 200).optional(),
  series_id: idSchema('series').optional(),
  series_slug: textSchema('Series slug', 300).optional(),
  /** a series name or slug (the card page's fallback after a 404) */
  series_name: textSchema('Series name', 300).optional(),
  limit: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.cardsMax).default(CATALOGUE_LIMITS.cardsDefault),
});
export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) });

/** A neighbour of a card in its series (previous/next navigation). */
export const cardNeighbourSchema = z.object({
  card_id: id,
  card_number: z.string(),
  card_slug: z.string(),
  player_names: z.string(),
  player_slug: z.string(),
});

/** A parallel version of a card: the same card number in another series of the family. */
export const cardParallelSchema = parallelSeriesSchema.extend({
  card_id: id,
  card_slug: z.string(),
  card_number: z.string(),
  print_run: z.number().int().nullable(),
  is_current: z.boolean(),
});

export const parallelSeriesQuerySchema = z.object({
  set_id: idSchema('set'),
  card_number: requiredTextSchema('Card number', 50),
});
export const parallelSeriesResponseSchema = z.object({ series: z.array(cardParallelSchema) });

export const cardDetailSchema = cardSchema.extend({
  color_hex_value: z.string().nullable(),
  series_rel: z.object({
    series_id: id,
    name: z.string(),
    slug: z.string(),
    front_image_path: z.string().nullable(),
    back_image_path: z.string().nullable(),
    print_run_display: z.string().nullable(),
  }),
  color_rel: colorRelSchema.nullable(),
  card_player_teams: z.array(catalogueCardPlayerTeamSchema),
  teams: z.array(teamRefSchema),
  primary_team: teamRefSchema.nullable(),
  print_run_display: z.string().nullable(),
  cyc_population: z.number().int(),
  front_image_path: z.string().nullable(),
  back_image_path: z.string().nullable(),
  prev_card: cardNeighbourSchema.nullable(),
  next_card: cardNeighbourSchema.nullable(),
  parallels: z.array(cardParallelSchema),
  /** the signed-in viewer's own primary photo of the card (a signed address); null for visitors */
  primary_photo_url: z.string().nullable(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const cardDetailResponseSchema = z.object({ success: z.literal(true), card: cardDetailSchema });

/** 404 on a card page when the series exists: where the page can go instead. */
export const cardNotFoundSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  series: z
    .object({
      series_id: id,
      name: z.string(),
      series_slug: z.string(),
      set_slug: z.string(),
      set_year: z.number().int(),
      first_card: cardNeighbourSchema.nullable(),
    })
    .nullable(),
});

export const cardShortParamsSchema = z.object({
  seriesSlug: requiredTextSchema('Series slug', 300),
  cardNumber: requiredTextSchema('Card number', 50),
  playerSlug: textSchema('Player slug', 300),
});
export const cardLongParamsSchema = z.object({
  year: yearSchema,
  setSlug: requiredTextSchema('Set slug', 300),
  seriesSlug: requiredTextSchema('Series slug', 300),
  cardSlug: requiredTextSchema('Card slug', 300),
});

/** GET /api/cards answers JSON text made by the database; the schema documents it and the tests check it. */
export const cardsListContract = defineEndpoint({
  method: 'GET',
  path: '/api/cards',
  access: 'public',
  apiScope: 'catalogue:read',
  description: `The 200 answer below, or with Accept: ${PACKED_CARD_TABLE_MEDIA_TYPE} the same cards packed (packages/shared/src/catalogue/packed-cards.ts), gzip-encoded when the client takes gzip.`,
  query: cardsQuerySchema,
  response: cardsResponseSchema,
  errors: errorResponses(400),
});

export const parallelSeriesContract = defineEndpoint({
  method: 'GET',
  path: '/api/cards/parallel-series',
  access: 'public',
  apiScope: 'catalogue:read',
  query: parallelSeriesQuerySchema,
  response: parallelSeriesResponseSchema,
});

const cardDetailErrors = { 404: cardNotFoundSchema.or(errorBodySchema) };

export const cardByNumberContract = defineEndpoint({
  ...cardByNumberRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: cardShortParamsSchema,
  response: cardDetailResponseSchema,
  errors: cardDetailErrors,
});

export const cardBySlugsContract = defineEndpoint({
  ...cardBySlugsRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: cardLongParamsSchema,
  response: cardDetailResponseSchema,
  errors: cardDetailErrors,
});
