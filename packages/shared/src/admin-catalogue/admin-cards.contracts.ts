/** The /admin/cards screen's calls (data_admin and up): a series' cards, edit, add, delete, player-team search. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema, textSchema } from '../api/input';
import { seriesSchema } from '../catalogue/catalogue.schemas';
import { countLabel } from '../rules/plural';

/** Doc 3 §9: a series' cards in one request, and the player-team search (2 characters, 50 results, 8 shown). */
export const ADMIN_CARDS_LIMIT = 10000;
export const PLAYER_TEAM_SEARCH = { minLength: 2, limit: 50, shown: 8 } as const;

export const ADMIN_CARD_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  sortOrderInvalid: 'Sort order must be a whole number',
  printRunInvalid: 'Print run must be a whole number of 1 or more',
  duplicatePair: 'This player-team combination is already on the card',
  numberTaken: (cardNumber: string) => `Card number ${cardNumber} is already in this series`,
  cardChanged:
    'This card was changed by someone else since you opened it. Close the editor and open the card again to see the latest version.',
  playerNotFound: 'Player not found',
  teamNotFound: 'Team not found',
  seriesNotFound: 'Series not found',
  cardNotFound: 'Card not found',
  cardUpdated: 'Card updated successfully',
  cardCreated: 'Card added successfully',
  cardDeleted: (cardNumber: string) => `Deleted card #${cardNumber}`,
  cardOwned: (copies: number) =>
    `Cannot delete card: collectors own ${countLabel(copies, 'copy', 'copies')} of it. Remove them from their collections first.`,
  searchTooShort: `Enter at least ${PLAYER_TEAM_SEARCH.minLength} characters to search players`,
} as const;

const M = ADMIN_CARD_MESSAGES;
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

export const adminCardPlayerTeamSchema = z.object({
  player: z.object({
    player_id: z.number().int(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  team: z.object({
    team_id: z.number().int(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    primary_color: z.string().nullable(),
    secondary_color: z.string().nullable(),
  }),
});
export type AdminCardPlayerTeam = z.infer<typeof adminCardPlayerTeamSchema>;

export const adminCardSchema = z.object({
  card_id: z.number().int(),
  series_id: z.number().int(),
  card_number: z.string(),
  slug: z.string(),
  sort_order: z.number().int().nullable(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  print_run: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** what the editor saw: a save with an older version is refused (409) */
  version: z.string(),
  card_player_teams: z.array(adminCardPlayerTeamSchema),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

/** PUT /api/admin/cards/{id} and POST /api/admin/cards (which also names the series); players left out stay. */
export const cardBodySchema = z.object({
  card_number: requiredTextSchema('Card number', 50, { required: M.cardNumberRequired }),
  sort_order: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: M.sortOrderInvalid })
      .int(M.sortOrderInvalid)
      .min(-2_147_483_647, M.sortOrderInvalid)
      .max(2_147_483_647, M.sortOrderInvalid)
      .nullable()
      .optional(),
  ),
  is_rookie: z.boolean().optional(),
  is_autograph: z.boolean().optional(),
  is_relic: z.boolean().optional(),
  print_run: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: M.printRunInvalid })
      .int(M.printRunInvalid)
      .min(1, M.printRunInvalid)
      .max(1_000_000, M.printRunInvalid)
      .nullable()
      .optional(),
  ),
  notes: z.preprocess(blankToNull, textSchema('Notes', 1000).nullable().optional()),
  players: z
    .array(z.object({ player_id: idSchema('player'), team_id: idSchema('team') }))
    .max(20, 'A card names at most 20 player-team pairs')
    .optional(),
});
export type CardBody = z.infer<typeof cardBodySchema>;

const cardWriteResponse = z.object({ success: z.boolean(), message: z.string(), card: adminCardSchema });

export const adminCardsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/cards',
  access: 'data_admin',
  query: z.object({ series_id: idSchema('series', 'Choose a series') }),
  response: z.object({ cards: z.array(adminCardSchema), series: seriesSchema }),
  errors: errorResponses(400, 401, 403, 404),
});

export const updateCardContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/cards/:id',
  access: 'data_admin',
  params: z.object({ id: idSchema('card') }),
  body: cardBodySchema.extend({ version: requiredTextSchema('Version', 64) }),
  response: cardWriteResponse,
  errors: errorResponses(409, 400, 401, 403, 404),
});

export const createCardContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/cards',
  access: 'data_admin',
  body: cardBodySchema.extend({ series_id: idSchema('series', 'Choose a series') }),
  status: 201,
  response: cardWriteResponse,
  errors: errorResponses(409, 400, 401, 403, 404),
});

export const deleteCardContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/cards/:id',
  access: 'data_admin',
  params: z.object({ id: idSchema('card') }),
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: errorResponses(409, 401, 403, 404),
});

/** Not under /api/admin in the spec, but for the card editor only: data_admin and up. */
export const playerTeamSearchContract = defineEndpoint({
  method: 'GET',
  path: '/api/player-team-search',
  access: 'data_admin',
  query: z.object({
    q: z
      .string({ error: M.searchTooShort })
      .trim()
      .min(PLAYER_TEAM_SEARCH.minLength, M.searchTooShort)
      .max(100, 'Search is too long (at most 100 characters)'),
    limit: z.coerce
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, `Limit must be from 1 to ${PLAYER_TEAM_SEARCH.limit}`)
      .max(PLAYER_TEAM_SEARCH.limit, `Limit must be from 1 to ${PLAYER_TEAM_SEARCH.limit}`)
      .default(PLAYER_TEAM_SEARCH.limit),
  }),
  response: z.object({ playerTeamCombinations: z.array(adminCardPlayerTeamSchema) }),
  errors: errorResponses(400, 401, 403),
});
