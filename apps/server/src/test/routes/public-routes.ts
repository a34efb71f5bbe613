import { multipartBody } from '@/test/multipart';
import { TEST_PASSWORD, tokenFromLatestMail } from '@/test/test-app';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

const NEW_PASSWORD = 'N3w$ecret!';

/** Registers a new account and returns its address (a verification mail is waiting for it). */
async function registered(w: World): Promise<string> {
  const username = w.unique('newcomer');
  const email = `${username}@example.com`;
  await w.t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'New', lastName: 'Comer', username, email, password: NEW_PASSWORD },
  });
  return email;
}

/** Routes anyone may call (a token only adds the caller's own counts). */
export const PUBLIC_ROUTES: RouteTable = {
  'GET /health': { access: 'public', ok: 200, call: () => get('/health') },
  'GET /api/health': { access: 'public', ok: 200, call: () => get('/api/health') },
  'GET /ready': { access: 'public', ok: 200, call: () => get('/ready') },
  'GET /api/database-stats': { access: 'public', ok: 200, call: () => get('/api/database-stats') },
  'GET /api/status': { access: 'public', ok: 200, call: () => get('/api/status') },

  'POST /api/auth/login': {
    access: 'public',
    ok: 200,
    // always the victim: the probes' wrong passwords must not lock out the members the other calls sign in as
    call: (w) => ({ url: '/api/auth/login', payload: { email: w.victim.email, password: TEST_PASSWORD } }),
  },
  'POST /api/auth/register': {
    access: 'public',
    ok: 201,
    call: (w) => {
      const username = w.unique('signup');
      return {
        url: '/api/auth/register',
        payload: {
          firstName: 'Sam',
          lastName: "O'Neil",
          username,
          email: `${username}@example.com`,
          password: NEW_PASSWORD,
        },
      };
    },
  },
  'GET /api/auth/check-username/{username}': {
    access: 'public',
    ok: 200,
    call: () => get('/api/auth/check-username/card.fan'),
  },
  'POST /api/auth/verify-email': {
    access: 'public',
    ok: 200,
    call: async (w) => {
      const token = await tokenFromLatestMail(w.t.database, await registered(w), 'verify-email');
      return { url: '/api/auth/verify-email', payload: { token } };
    },
  },
  'POST /api/auth/resend-verification': {
    access: 'public',
    ok: 200,
    call: async (w) => ({ url: '/api/auth/resend-verification', payload: { email: await registered(w) } }),
  },
  'POST /api/auth/forgot-password': {
    access: 'public',
    ok: 200,
    call: (_w, { owner }) => ({ url: '/api/auth/forgot-password', payload: { email: owner.email } }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    ok: 200,
    call: async (w) => {
      const email = await registered(w);
      await w.t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const token = await tokenFromLatestMail(w.t.database, email, 'reset-password');
      return { url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD } };
    },
  },

  'GET /api/search/universal': {
    access: 'public',
    ok: 200,
    call: () => get('/api/search/universal?q=trout&limit=10'),
  },

  'GET /api/players-list': {
    access: 'public',
    ok: 200,
    call: () => get('/api/players-list?page=1&limit=10&search=trout'),
  },
  'GET /api/players/by-slug/{slug}': {
    access: 'public',
    ok: 200,
    call: () => get('/api/players/by-slug/mike-trout?team=los-angeles-angels'),
  },
  'GET /api/players/by-slug/{slug}/{teamSlug}': {
    access: 'public',
    ok: 200,
    call: () => get('/api/players/by-slug/mike-trout/los-angeles-angels'),
  },
  'POST /api/players/track-visit': {
    access: 'public',
    ok: 200,
    call: (w) => ({
      url: '/api/players/track-visit',
      payload: { player_id: w.catalogue.players['mike-trout'] },
    }),
  },
  'GET /api/teams-list': {
    access: 'public',
    ok: 200,
    call: () => get('/api/teams-list?limit=20&search=angels'),
  },
  'GET /api/teams/by-slug/{slug}': {
    access: 'public',
    ok: 200,
    call: () => get('/api/teams/by-slug/los-angeles-angels'),
  },
  'POST /api/teams/track-visit': {
    access: 'public',
    ok: 200,
    call: (w) => ({
      url: '/api/teams/track-visit',
      payload: { team_id: w.catalogue.teams['los-angeles-angels'] },
    }),
  },

  'GET /api/sets/years': { access: 'public', ok: 200, call: () => get('/api/sets/years') },
  'GET /api/sets-list': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/sets-list?year=${w.catalogue.year}&search=topps`),
  },
  'GET /api/sets/{year}/{setSlug}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/sets/${w.catalogue.year}/${w.catalogue.setSlug}`),
  },
  'GET /api/sets/{year}/{setSlug}/{seriesSlug}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/sets/${w.catalogue.year}/${w.catalogue.setSlug}/${w.card.seriesSlug}`),
  },
  'POST /api/sets/track-visit': {
    access: 'public',
    ok: 200,
    call: (w) => ({ url: '/api/sets/track-visit', payload: { set_id: w.catalogue.setId } }),
  },
  'GET /api/series/by-slug/{slug}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/series/by-slug/${w.card.seriesSlug}`),
  },
  'GET /api/series-by-set/{setId}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/series-by-set/${w.catalogue.setId}`),
  },
  'GET /api/series-list': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/series-list?set_id=${w.catalogue.setId}&search=base&limit=10`),
  },
  'GET /api/cards': {
    access: 'public',
    ok: 200,
    call: (w) =>
      get(
        `/api/cards?series_id=${w.catalogue.series.Base}&player_id=${w.catalogue.players['mike-trout']}&limit=50`,
      ),
  },
  'GET /api/cards/parallel-series': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/cards/parallel-series?set_id=${w.catalogue.setId}&card_number=1`),
  },
  'GET /api/card/{seriesSlug}/{cardNumber}/{playerSlug}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/card/${w.card.seriesSlug}/${w.card.cardNumber}/${w.card.playerSlug}`),
  },
  'GET /api/card-detail/{year}/{setSlug}/{seriesSlug}/{cardSlug}': {
    access: 'public',
    ok: 200,
    call: (w) =>
      get(
        `/api/card-detail/${w.catalogue.year}/${w.catalogue.setSlug}/${w.card.seriesSlug}/${w.card.cardSlug}`,
      ),
  },
  // no spreadsheet was made for the probe set: the valid answer is the spec's 404
  'GET /api/spreadsheet-generation/status/{setId}': {
    access: 'public',
    ok: 404,
    call: (w) => get(`/api/spreadsheet-generation/status/${w.catalogue.setId}`),
  },
  'GET /api/spreadsheet-generation/download/{setId}': {
    access: 'public',
    ok: 404,
    call: (w) => get(`/api/spreadsheet-generation/download/${w.catalogue.setId}`),
  },
  'GET /api/comments/set/{id}/activity': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/comments/set/${w.catalogue.setId}/activity?page=1&limit=20`),
  },
  'GET /api/comments/series/{id}/activity': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/comments/series/${w.catalogue.series.Base}/activity?page=1&limit=20`),
  },
  'GET /api/comments/{itemType}/{itemId}': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/comments/card/${w.card.id}?page=1&limit=20`),
  },
  'GET /api/grading-agencies': { access: 'public', ok: 200, call: () => get('/api/grading-agencies') },
};

/** Routes left out of the OpenAPI document (they answer files, not JSON): listed here so the matrix has them too. */
export const UNDOCUMENTED_ROUTES: RouteTable = {
  // signed addresses stand in for the token: an <img> cannot send one
  'GET /api/photos/{photoId}/{variant}': {
    access: 'public',
    ok: 200,
    call: async (w, { owner }) => {
      const { userCardId } = await w.photo(owner);
      const listed = await w.t.app.inject({
        method: 'GET',
        url: `/api/user/cards/${userCardId}/photos`,
        headers: owner.headers,
      });
      return get(listed.json<{ photos: { thumbnail_url: string }[] }>().photos[0]!.thumbnail_url);
    },
  },
  'GET /api/series-images/{seriesId}/{file}': {
    access: 'public',
    ok: 200,
    call: async (w) => {
      const body = multipartBody([{ field: 'back_image', filename: 'back.png', data: w.png }]);
      const uploaded = await w.t.app.inject({
        method: 'POST',
        url: `/api/admin/series/upload-images/${w.catalogue.series['Base']}`,
        payload: body.payload,
        headers: { ...w.members.data_admin.headers, ...body.headers },
      });
      return get(uploaded.json<{ back_image_url: string }>().back_image_url);
    },
  },
  'GET /api/set-thumbnails/{setId}/{file}': {
    access: 'public',
    ok: 200,
    call: async (w) => {
      const body = multipartBody([{ field: 'thumbnail', filename: 'set.png', data: w.png }], {
        setId: String(w.catalogue.setId),
      });
      const uploaded = await w.t.app.inject({
        method: 'POST',
        url: '/api/admin/sets/upload-thumbnail',
        payload: body.payload,
        headers: { ...w.members.data_admin.headers, ...body.headers },
      });
      return get(uploaded.json<{ thumbnailUrl: string }>().thumbnailUrl);
    },
  },
};
