import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

const photoFile = (w: World, field: string) =>
  multipartBody([{ field, filename: 'front.png', data: w.png, contentType: 'image/png' }]);

/** Routes for any signed-in user; `foreign` where the call names a thing another user has. */
export const MEMBER_ROUTES: RouteTable = {
  'POST /api/auth/logout': {
    access: 'user',
    ok: 200,
    // its own session, so the caller's token lives on for the next calls
    call: async (w, { caller }) => ({
      url: '/api/auth/logout',
      headers: caller ? await w.session(caller) : {},
    }),
  },
  'GET /api/auth/profile': { access: 'user', ok: 200, call: () => get('/api/auth/profile') },

  'POST /api/comments/{itemType}/{itemId}': {
    access: 'user',
    ok: 201,
    call: (w) => ({
      url: `/api/comments/card/${w.card.id}`,
      payload: { comment_text: "O'Neill's rookie — 1/1 ✓" },
    }),
  },
  'PUT /api/comments/{commentId}': {
    access: 'user',
    ok: 200,
    foreign: 403,
    call: async (w, { owner }) => ({
      url: `/api/comments/${await w.comment(owner)}`,
      payload: { comment_text: 'Edited: still a great card' },
    }),
  },
  'DELETE /api/comments/{commentId}': {
    access: 'user',
    ok: 200,
    foreign: 403,
    call: async (w, { owner }) => get(`/api/comments/${await w.comment(owner)}`),
  },

  'GET /api/user/locations': { access: 'user', ok: 200, call: () => get('/api/user/locations') },
  'POST /api/user/locations': {
    access: 'user',
    ok: 201,
    call: (w) => ({
      url: '/api/user/locations',
      payload: { location: w.unique('Shoebox '), is_dashboard: true },
    }),
  },
  'PUT /api/user/locations/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: `/api/user/locations/${await w.location(owner)}`,
      payload: { location: w.unique('Renamed '), is_dashboard: false },
    }),
  },
  'DELETE /api/user/locations/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({ url: `/api/user/locations/${await w.location(owner)}`, payload: {} }),
  },

  'POST /api/user/cards': {
    access: 'user',
    ok: 201,
    call: (w) => ({
      url: '/api/user/cards',
      payload: { card_id: w.card.id, notes: 'Pulled at the shop', grade: 9.5 },
    }),
  },
  'POST /api/user/cards/bulk': {
    access: 'user',
    ok: 201,
    call: (w) => ({ url: '/api/user/cards/bulk', payload: { card_ids: [w.card.id, w.card.id] } }),
  },
  'GET /api/user/cards/{card_id}': {
    access: 'user',
    ok: 200,
    call: (w) => get(`/api/user/cards/${w.card.id}`),
  },
  'PUT /api/user/cards/{user_card_id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: `/api/user/cards/${await w.userCard(owner)}`,
      payload: { notes: 'Centered', purchase_price: '12.50', is_special: true },
    }),
  },
  'DELETE /api/user/cards/{user_card_id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/user/cards/${await w.userCard(owner)}`),
  },

  'GET /api/user/collection/cards': {
    access: 'user',
    ok: 200,
    call: async (w, { owner }) =>
      get(
        `/api/user/collection/cards?location_id=${await w.location(owner)}&include_unassigned=true&is_rookie=false`,
      ),
  },
  'GET /api/user/collection/stats': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/stats'),
  },
  'GET /api/user/collection/cards/teams-with-players': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/cards/teams-with-players'),
  },
  'GET /api/user/collection/owned-counts': {
    access: 'user',
    ok: 200,
    call: (w) =>
      get(`/api/user/collection/owned-counts?card_id=${w.card.id}&series_id=${w.catalogue.series.Base}`),
  },
  'GET /api/user/collection/series-completion': {
    access: 'user',
    ok: 200,
    call: (w) => get(`/api/user/collection/series-completion?series_id=${w.catalogue.series.Base}`),
  },
  'POST /api/user/collection/series/{series_id}/add': {
    access: 'user',
    ok: 201,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: `/api/user/collection/series/${w.catalogue.series.Base}/add`,
      payload: { user_location: await w.location(owner) },
    }),
  },
  'POST /api/user/collection/series/{series_id}/remove': {
    access: 'user',
    ok: 200,
    call: (w) => get(`/api/user/collection/series/${w.catalogue.series.Base}/remove`),
  },

  'GET /api/user/cards/{user_card_id}/photos': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/user/cards/${(await w.photo(owner)).userCardId}/photos`),
  },
  'POST /api/user/cards/{user_card_id}/photos': {
    access: 'user',
    ok: 201,
    foreign: 404,
    call: async (w, { owner }) => {
      const body = photoFile(w, 'photos');
      return { url: `/api/user/cards/${await w.userCard(owner)}/photos`, ...body };
    },
  },
  'PUT /api/user/cards/{user_card_id}/photos/reorder': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => {
      const { userCardId, photoId } = await w.photo(owner);
      return {
        url: `/api/user/cards/${userCardId}/photos/reorder`,
        payload: { photoOrders: [{ photoId, sortOrder: 1 }] },
      };
    },
  },
  'PUT /api/user/cards/{user_card_id}/photos/{photoId}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => {
      const { userCardId, photoId } = await w.photo(owner);
      return { url: `/api/user/cards/${userCardId}/photos/${photoId}`, ...photoFile(w, 'photo') };
    },
  },
  'DELETE /api/user/cards/{user_card_id}/photos/{photoId}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => {
      const { userCardId, photoId } = await w.photo(owner);
      return get(`/api/user/cards/${userCardId}/photos/${photoId}`);
    },
  },
};
