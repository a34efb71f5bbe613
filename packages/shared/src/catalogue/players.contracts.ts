import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema, textSchema } from '../api/input';
import { CATALOGUE_LIMITS } from './catalogue-limits';
import { PACKED_PLAYER_DETAIL_MEDIA_TYPE } from './packed-cards';
import { listSearchSchema, pageQuerySchema, successSchema } from './catalogue-inputs';
import {
  cardSchema,
  playerSchema,
  playerStatsSchema,
  playerTeamSchema,
  teamRefSchema,
} from './catalogue.schemas';
import { playerDetailRoute, playersListRoute, trackPlayerVisitRoute } from './catalogue.routes';

export const playersListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.playersPageMax)
    .default(CATALOGUE_LIMITS.playersPage),
  search: listSearchSchema.optional(),
  team_id: idSchema('team').optional(),
});

export const playersListResponseSchema = z.object({
  players: z.array(playerSchema),
  pagination: z.object({
    current_page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  }),
});

/**
 * The players grid (/players) and a team's players (team_id), 100 a page and searched on the server
 * (spec 1 §7: limit, search, team_id; answer players and pagination). Signed in, owned counts are added.
 */
export const playersListEndpoint = defineEndpoint({
  ...playersListRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  query: playersListQuerySchema,
  response: playersListResponseSchema,
  summary: 'Players, most cards first, paged; optional search and team',
});

export const playerDetailQuerySchema = z.object({
  /** a team slug (or id): only the player's cards on that team */
  team: textSchema('Team', 200).optional(),
});

export const playerDetailResponseSchema = z.object({
  player: playerSchema,
  teams: z.array(playerTeamSchema),
  stats: playerStatsSchema,
  cards: z.array(cardSchema),
  selected_team: teamRefSchema.nullable(),
});

export const trackPlayerVisitSchema = z.object({ player_id: idSchema('player') });

const playerSlug = requiredTextSchema('Slug', 200);

export const playerDetailContract = defineEndpoint({
  ...playerDetailRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  description: `The 200 answer below, or with Accept: ${PACKED_PLAYER_DETAIL_MEDIA_TYPE} the same answer with its cards packed (packages/shared/src/catalogue/packed-cards.ts).`,
  params: z.object({ slug: playerSlug }),
  query: playerDetailQuerySchema,
  response: playerDetailResponseSchema,
  errors: errorResponses(404),
});

/** The page route /players/{playerSlug}/{teamSlug} as a path: the same as ?team={teamSlug}. */
export const playerTeamDetailContract = defineEndpoint({
  method: 'GET',
  path: '/api/players/by-slug/:slug/:teamSlug',
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ slug: playerSlug, teamSlug: playerSlug }),
  response: playerDetailResponseSchema,
  errors: errorResponses(404),
});

export const trackPlayerVisitContract = defineEndpoint({
  ...trackPlayerVisitRoute,
  access: 'public',
  body: trackPlayerVisitSchema,
  response: successSchema,
  errors: errorResponses(404),
});
