import { sql } from 'drizzle-orm';
import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

/** Writes through the API as a data_admin (to make the thing a probed call acts on). */
async function asAdmin<T>(w: World, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await w.t.app.inject({ method, url, headers: w.members.data_admin.headers, payload });
  return response.json<T>();
}

const newPlayer = async (w: World) =>
  (
    await asAdmin<{ player: { player_id: number } }>(w, 'POST', '/api/admin/players', {
      last_name: w.unique('Probe'),
    })
  ).player.player_id;

const newSeries = async (w: World) =>
  (
    await asAdmin<{ series: { series_id: number } }>(w, 'POST', '/api/admin/series', {
      name: w.unique('Probe Series '),
      set_id: w.catalogue.setId,
    })
  ).series.series_id;

const base = (w: World) => w.catalogue.series['Base']!;

/** The catalogue maintenance screens' routes (doc 3 §7): data_admin and up. */
export const CATALOGUE_ADMIN_ROUTES: RouteTable = {
  'GET /api/admin/players': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/players?search=trout'),
  },
  'POST /api/admin/players': {
    access: 'data_admin',
    ok: 201,
    call: (w) => ({
      url: '/api/admin/players',
      payload: { first_name: 'Probe', last_name: w.unique('Player') },
    }),
  },
  'DELETE /api/admin/players/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => get(`/api/admin/players/${await newPlayer(w)}`),
  },
  'POST /api/admin/players/{id}/merge': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => ({
      url: `/api/admin/players/${await newPlayer(w)}/merge`,
      payload: { duplicate_id: await newPlayer(w) },
    }),
  },
  'POST /api/admin/teams': {
    access: 'data_admin',
    ok: 201,
    call: async (w) => {
      const organization = await w.t.database.db.execute<{ id: number }>(
        sql`select organization_id as id from organizations order by organization_id limit 1`,
      );
      return {
        url: '/api/admin/teams',
        payload: {
          name: w.unique('Probe Team '),
          abbreviation: 'PRB',
          organization_id: organization.rows[0]!.id,
        },
      };
    },
  },
  'PUT /api/admin/teams/{id}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => ({
      url: `/api/admin/teams/${w.catalogue.teams['seattle-mariners']}`,
      payload: { city: 'Seattle' },
    }),
  },
  'GET /api/admin/sets': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/sets?sort=name&order=asc'),
  },
  'GET /api/admin/sets/by-year/{year}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => get(`/api/admin/sets/by-year/${w.catalogue.year}`),
  },
  'GET /api/admin/series': {
    access: 'data_admin',
    ok: 200,
    call: (w) => get(`/api/admin/series?set=${w.catalogue.setId}`),
  },
  'GET /api/admin/colors': { access: 'data_admin', ok: 200, call: () => get('/api/admin/colors') },
  'GET /api/admin/series/colors': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/series/colors'),
  },
  'POST /api/admin/series': {
    access: 'data_admin',
    ok: 201,
    call: (w) => ({
      url: '/api/admin/series',
      payload: { name: w.unique('Probe Series '), set_id: w.catalogue.setId },
    }),
  },
  'PUT /api/admin/series/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => ({
      url: `/api/admin/series/${await newSeries(w)}`,
      payload: { name: w.unique('Probe Renamed '), set_id: w.catalogue.setId, card_count: 5 },
    }),
  },
  'DELETE /api/admin/series/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => get(`/api/admin/series/${await newSeries(w)}`),
  },
  'POST /api/admin/series/{id}/duplicate': {
    access: 'data_admin',
    ok: 201,
    call: (w) => ({
      url: `/api/admin/series/${base(w)}/duplicate`,
      payload: { name: w.unique('Probe Parallel '), print_run: 10 },
    }),
  },
  'POST /api/admin/series/upload-images/{id}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => ({
      url: `/api/admin/series/upload-images/${base(w)}`,
      ...multipartBody([
        { field: 'front_image', filename: 'front.png', data: w.png, contentType: 'image/png' },
      ]),
    }),
  },
  'GET /api/admin/cards': {
    access: 'data_admin',
    ok: 200,
    call: (w) => get(`/api/admin/cards?series_id=${base(w)}`),
  },
  'PUT /api/admin/cards/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => {
      const { cards } = await asAdmin<{ cards: { card_id: number; card_number: string; version: string }[] }>(
        w,
        'GET',
        `/api/admin/cards?series_id=${base(w)}`,
      );
      const card = cards.find((row) => row.card_number === '3')!;
      return {
        url: `/api/admin/cards/${card.card_id}`,
        payload: { card_number: '3', notes: w.unique('Probe note '), version: card.version },
      };
    },
  },
  'POST /api/admin/cards': {
    access: 'data_admin',
    ok: 201,
    call: (w) => ({ url: '/api/admin/cards', payload: { series_id: base(w), card_number: w.unique('P') } }),
  },
  'DELETE /api/admin/cards/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => {
      const created = await asAdmin<{ card: { card_id: number } }>(w, 'POST', '/api/admin/cards', {
        series_id: base(w),
        card_number: w.unique('D'),
      });
      return get(`/api/admin/cards/${created.card.card_id}`);
    },
  },
  'GET /api/player-team-search': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/player-team-search?q=trout'),
  },
};
