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
  'GET /api/user/collection/values': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/values'),
  },
};
