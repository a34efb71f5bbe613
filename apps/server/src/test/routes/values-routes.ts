import { sql } from 'drizzle-orm';
import { get, type RouteTable } from './route-table';

/**
 * Card values: the card's aggregates are public; the setting and the entry values are the caller's own (a
 * call names no other collector, so there is nothing of theirs to reach).
 */
export const VALUES_ROUTES: RouteTable = {
  'GET /api/cards/{card_id}/values': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/cards/${w.card.id}/values`),
  },
  'GET /api/user/value-settings': { access: 'user', ok: 200, call: () => get('/api/user/value-settings') },
  'PUT /api/user/value-settings': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/user/value-settings', payload: { contribute: true } }),
  },
  'GET /api/user/finish': {
    access: 'user',
    ok: 200,
    call: async (w) => {
      const found = await w.t.database.db.execute<{ series_id: number }>(
        sql`select series_id from cards where card_id = ${w.card.id}`,
      );
      return get(`/api/user/finish?series_id=${found.rows[0]!.series_id}`);
    },
  },
  'GET /api/user/sets-in-progress': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/sets-in-progress'),
  },
  'GET /api/user/value-history': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/value-history?range=1y'),
  },
  'GET /api/profile/user/{username}/value-history': {
    access: 'public',
    ok: 200,
    call: async (w, { owner }) => get(`/api/profile/user/${await w.username(owner)}/value-history`),
  },
  'GET /api/user/collection/values': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/values'),
  },
  'GET /api/user/collection/breakdown': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/breakdown'),
  },
};
