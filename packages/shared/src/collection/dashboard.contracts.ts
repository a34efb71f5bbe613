import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, repeatedIdsSchema } from '../api/input';
import { PACKED_CARDS_MEDIA_TYPE } from './packed-user-cards';
import { userCardsResponseSchema } from './user-card.schemas';
import { COLLECTION_MESSAGES } from './collection-messages';
import { blankToNull } from './user-card-fields';
import { countLabel } from '../rules/plural';
import { ownedCountsRoute, seriesBulkAddRoute, seriesBulkRemoveRoute } from './collection.routes';

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
export const seriesBulkRemoveResponseSchema = seriesBulkResponseSchema.extend({
  removed: z.number().int(),
  /** copies left in the collection because a trade holds them */
  kept_in_trades: z.number().int(),
});
export type SeriesBulkRemoveResponse = z.infer<typeof seriesBulkRemoveResponseSchema>;

/** The series removal's toast: what went, and which trades kept copies back. */
export function seriesRemovalMessage(removed: number, kept: { userCardIds: number[]; tradeIds: number[] }) {
  const done = `Removed ${countLabel(removed, 'card')} from your collection`;
  if (kept.userCardIds.length === 0) return done;
  const trades = kept.tradeIds.map((id) => `#${id}`).join(', ');
  return `${done}; kept ${countLabel(kept.userCardIds.length, 'card')} that ${kept.userCardIds.length === 1 ? 'is' : 'are'} in trade ${trades} (withdraw or finish the trade first)`;
}

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

export const seriesCompletionSchema = z.object({
  series_id: z.number().int(),
  owned_cards: z.number().int(),
  total_cards: z.number().int(),
  completion_percentage: z.number(),
});

const dashboardErrors = errorResponses(400, 401, 404);
const repeatable = (what: string) => repeatedIdsSchema(what, 10000);
const seriesParams = z.object({ series_id: idSchema('series') });

/** The dashboard list; JSON text written by the server, or the packed form the dashboard asks for. */
export const collectionCardsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/cards',
  access: 'user',
  apiScope: 'collection:read',
  description: `The 200 answer below, or with Accept: ${PACKED_CARDS_MEDIA_TYPE} the same list packed (packages/shared/src/collection/packed-user-cards.ts), gzip-encoded when the client takes gzip.`,
  query: collectionCardsQuerySchema,
  response: userCardsResponseSchema,
  errors: dashboardErrors,
});

export const collectionStatsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/stats',
  access: 'user',
  apiScope: 'collection:read',
  response: z.object({ success: z.literal(true), stats: collectionStatsSchema }),
});

export const collectionTeamsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/cards/teams-with-players',
  access: 'user',
  apiScope: 'collection:read',
  response: z.object({ success: z.literal(true), teams: z.array(collectionTeamSchema) }),
});

export const ownedCountsContract = defineEndpoint({
  ...ownedCountsRoute,
  access: 'user',
  apiScope: 'collection:read',
  query: z.object({ card_id: repeatable('card'), series_id: idSchema('series').optional() }),
  response: z.object({ success: z.literal(true), counts: z.record(z.string(), z.number().int()) }),
  errors: dashboardErrors,
});

export const seriesCompletionContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/series-completion',
  access: 'user',
  apiScope: 'collection:read',
  query: z.object({ series_id: repeatable('series') }),
  response: z.object({ success: z.literal(true), series: z.array(seriesCompletionSchema) }),
  errors: dashboardErrors,
});

export const seriesBulkAddContract = defineEndpoint({
  ...seriesBulkAddRoute,
  access: 'user',
  apiScope: 'collection:write',
  params: seriesParams,
  body: seriesBulkAddBodySchema,
  status: 201,
  response: seriesBulkAddResponseSchema,
  errors: dashboardErrors,
});

export const seriesBulkRemoveContract = defineEndpoint({
  ...seriesBulkRemoveRoute,
  access: 'user',
  apiScope: 'collection:write',
  params: seriesParams,
  response: seriesBulkRemoveResponseSchema,
  errors: dashboardErrors,
});
