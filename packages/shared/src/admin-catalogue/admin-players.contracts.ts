/** The /admin/players screen's list, add and delete calls (data_admin and up); editing is in admin-catalogue.contracts. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, MAX_PAGE } from '../api/input';
import { listSearchSchema } from '../catalogue/catalogue-inputs';
import { countLabel } from '../rules/plural';
import { adminPlayerSchema, playerUpdateBodySchema, playerUpdateResponseSchema } from './catalogue-admin';

/** Doc 3 §9: 100 players per request, searched after 300 ms, sorted by these fields. */
export const ADMIN_PLAYERS_PAGE = 100;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
export const ADMIN_PLAYER_SORTS = ['player_id', 'name', 'card_count', 'is_hof'] as const;
export type AdminPlayerSort = (typeof ADMIN_PLAYER_SORTS)[number];

export const ADMIN_PLAYER_MESSAGES = {
  playerCreated: 'Player created successfully',
  cannotDelete: (cards: number) =>
    `Cannot delete: This player has ${countLabel(cards, 'card')}. Only players with 0 cards can be deleted.`,
  playerDeleted: (name: string) => `Deleted player: ${name}`,
  mergeSamePlayer: 'Choose two different players to merge',
  playersMerged: (duplicate: string, survivor: string, cards: number) =>
    `Merged ${duplicate} into ${survivor} (${countLabel(cards, 'card')} moved)`,
} as const;

/** Doc 3 §3: first "nick" last when all are present; else first and last; else the nickname; else 'Unknown Player'. */
export function adminPlayerName(player: {
  first_name: string;
  last_name: string;
  nick_name: string | null;
}): string {
  const first = player.first_name.trim();
  const last = player.last_name.trim();
  const nick = player.nick_name?.trim() ?? '';
  if (first && last && nick) return `${first} "${nick}" ${last}`;
  const full = [first, last].filter(Boolean).join(' ');
  return full || nick || 'Unknown Player';
}

const orderSchema = z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' });

export const adminPlayersQuerySchema = z.object({
  search: listSearchSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be from 1 to ${ADMIN_PLAYERS_PAGE}`)
    .max(ADMIN_PLAYERS_PAGE, `Limit must be from 1 to ${ADMIN_PLAYERS_PAGE}`)
    .default(ADMIN_PLAYERS_PAGE),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be a whole number')
    .max(MAX_PAGE * ADMIN_PLAYERS_PAGE, 'Offset is too large')
    .default(0),
  sort: z
    .enum(ADMIN_PLAYER_SORTS, { error: `Sort must be one of ${ADMIN_PLAYER_SORTS.join(', ')}` })
    .default('card_count'),
  order: orderSchema.default('desc'),
});

export const adminPlayersResponseSchema = z.object({
  players: z.array(adminPlayerSchema),
  /** whether another request (offset + limit) has more */
  has_more: z.boolean(),
});

const errors = errorResponses(400, 401, 403);

export const adminPlayersContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/players',
  access: 'data_admin',
  query: adminPlayersQuerySchema,
  response: adminPlayersResponseSchema,
  errors,
});

export const createAdminPlayerContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/players',
  access: 'data_admin',
  body: playerUpdateBodySchema,
  status: 201,
  response: playerUpdateResponseSchema,
  errors,
});

export const deleteAdminPlayerContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/players/:id',
  access: 'data_admin',
  params: z.object({ id: idSchema('player') }),
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: errorResponses(409, 401, 403, 404),
});

/** Beyond the spec: the duplicate's cards, teams and visits move to the player in the path, then it goes. */
export const mergeAdminPlayersContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/players/:id/merge',
  access: 'data_admin',
  params: z.object({ id: idSchema('player') }),
  body: z.object({ duplicate_id: idSchema('player', 'Choose the duplicate player to merge') }),
  response: playerUpdateResponseSchema.extend({ cards_moved: z.number().int() }),
  errors: errorResponses(400, 401, 403, 404),
});
