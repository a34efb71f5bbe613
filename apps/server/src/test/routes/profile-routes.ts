import { multipartBody } from '@/test/multipart';
import { TEST_PASSWORD } from '@/test/test-app';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

const ALL_KINDS_ON = {
  comment: true,
  achievement: true,
  collection: true,
  system: true,
  trade: true,
  trade_mail: true,
};

/** The caller's notifications; `foreign` where the call names another user's notification. */
export const NOTIFICATION_ROUTES: RouteTable = {
  'GET /api/notifications': { access: 'user', ok: 200, call: () => get('/api/notifications?limit=20') },
  'GET /api/notifications/unread-count': {
    access: 'user',
    ok: 200,
    call: () => get('/api/notifications/unread-count'),
  },
  'PUT /api/notifications/{id}/read': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({ url: `/api/notifications/${await w.notification(owner)}/read` }),
  },
  'PUT /api/notifications/mark-all-read': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/notifications/mark-all-read' }),
  },
  'DELETE /api/notifications/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/notifications/${await w.notification(owner)}`),
  },
  'DELETE /api/notifications/clear-read': {
    access: 'user',
    ok: 200,
    call: () => get('/api/notifications/clear-read'),
  },
  'POST /api/notifications/bulk': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: '/api/notifications/bulk',
      payload: { action: 'read', ids: [await w.notification(owner), await w.notification(owner)] },
    }),
  },
  'GET /api/notifications/settings': {
    access: 'user',
    ok: 200,
    call: () => get('/api/notifications/settings'),
  },
  'PUT /api/notifications/settings': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/notifications/settings', payload: ALL_KINDS_ON }),
  },
};

/** /api/profile…: the caller's own profile and favorites, and anyone's public profile. */
export const PROFILE_ROUTES: RouteTable = {
  'GET /api/profile/user/{username}': {
    access: 'public',
    ok: 200,
    call: async (w: World, { owner }) => get(`/api/profile/user/${await w.username(owner)}`),
  },
  'GET /api/profile': { access: 'user', ok: 200, call: () => get('/api/profile') },
  'PUT /api/profile/update': {
    access: 'user',
    ok: 200,
    call: () => ({
      url: '/api/profile/update',
      payload: {
        bio: "O'Neill fan — rookies only ✓",
        website: 'https://example.com/binder',
        location: 'Zürich',
        is_public_profile: true,
      },
    }),
  },
  'PUT /api/profile/update-username': {
    access: 'user',
    ok: 200,
    call: (w) => ({ url: '/api/profile/update-username', payload: { username: w.unique('renamed.fan') } }),
  },
  'GET /api/profile/check-username/{name}': {
    access: 'user',
    ok: 200,
    call: (w) => get(`/api/profile/check-username/${w.unique('free_name')}`),
  },
  'POST /api/profile/picture': {
    access: 'user',
    ok: 200,
    call: (w) => ({
      url: '/api/profile/picture',
      ...multipartBody([{ field: 'picture', filename: 'me.png', data: w.png, contentType: 'image/png' }]),
    }),
  },
  'DELETE /api/profile/picture': { access: 'user', ok: 200, call: () => get('/api/profile/picture') },
  'PUT /api/profile/change-password': {
    access: 'user',
    ok: 200,
    // a throw-away account: the change signs out the account's other sessions and the members must sign in again
    call: async (w, { caller }) => ({
      url: '/api/profile/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Chang3d$ecret' },
      headers: caller ? (await w.throwAwayMember()).headers : {},
    }),
  },

  'GET /api/profile/favorite-cards': {
    access: 'user',
    ok: 200,
    call: () => get('/api/profile/favorite-cards'),
  },
  'POST /api/profile/favorite-cards': {
    access: 'user',
    ok: 201,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: '/api/profile/favorite-cards',
      payload: { user_card_id: await w.userCard(owner), sort_order: await w.freeFavoriteSlot(owner) },
    }),
  },
  'DELETE /api/profile/favorite-cards/{favorite_id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/profile/favorite-cards/${await w.favorite(owner)}`),
  },
  'GET /api/profile/collection-cards': {
    access: 'user',
    ok: 200,
    call: () => get("/api/profile/collection-cards?limit=10&offset=0&search=O'Neill"),
  },
};
