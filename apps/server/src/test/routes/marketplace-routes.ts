import { get, type RouteTable } from './route-table';

/**
 * The eBay calls, for a collector who has not connected eBay: status and the calls that need a connection
 * answer 401 (not connected, spec 2 §7), and a purchase id that is not the caller's answers 404. The flows
 * themselves (state forgery, sync, another user's purchases) are in modules/marketplace.
 */
export const MARKETPLACE_ROUTES: RouteTable = {
  'GET /api/ebay/auth/status': { access: 'user', ok: 401, call: () => get('/api/ebay/auth/status') },
  'POST /api/ebay/auth/initiate': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/ebay/auth/initiate' }),
  },
  'POST /api/ebay/auth/complete': {
    access: 'user',
    ok: 400,
    call: () => ({ url: '/api/ebay/auth/complete', payload: { code: 'code', state: 'forged.state' } }),
  },
  'POST /api/ebay/auth/refresh': { access: 'user', ok: 401, call: () => ({ url: '/api/ebay/auth/refresh' }) },
  'DELETE /api/ebay/auth/disconnect': {
    access: 'user',
    ok: 401,
    call: () => get('/api/ebay/auth/disconnect'),
  },
  'POST /api/ebay/sync/orders': { access: 'user', ok: 401, call: () => ({ url: '/api/ebay/sync/orders' }) },
  'POST /api/ebay/sync/process-existing': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/ebay/sync/process-existing' }),
  },
  'GET /api/ebay/sync/purchases': { access: 'user', ok: 200, call: () => get('/api/ebay/sync/purchases') },
  'GET /api/ebay/sync/suggestions': {
    access: 'user',
    ok: 200,
    call: () => get('/api/ebay/sync/suggestions'),
  },
  'POST /api/ebay/sync/purchases/{id}/accept': {
    access: 'user',
    ok: 404,
    call: () => ({ url: '/api/ebay/sync/purchases/987654/accept', payload: { card_id: 1 } }),
  },
  'POST /api/ebay/sync/purchases/{id}/dismiss': {
    access: 'user',
    ok: 404,
    call: () => ({ url: '/api/ebay/sync/purchases/987654/dismiss' }),
  },
  'GET /api/ebay/test/connection': { access: 'user', ok: 200, call: () => get('/api/ebay/test/connection') },
  'POST /api/ebay/test/mock-sync': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/ebay/test/mock-sync', payload: { scenario: 'sports_cards_only' } }),
  },
  'POST /api/ebay/test/smart-sync': {
    access: 'user',
    ok: 401,
    call: () => ({ url: '/api/ebay/test/smart-sync' }),
  },
  'DELETE /api/ebay/test/clear-data': {
    access: 'user',
    ok: 200,
    call: () => get('/api/ebay/test/clear-data'),
  },
};
