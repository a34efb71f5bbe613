import { sql } from 'drizzle-orm';
import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

const TROUT = 'mike-trout';
const ANGELS = 'los-angeles-angels';
const MARINERS = 'seattle-mariners';

/** Links a player to a team (no cards yet), so the link can be removed or receive cards. */
async function link(w: World, playerSlug: string, teamSlug: string): Promise<void> {
  await w.t.database.db.execute(sql`
    insert into player_teams (player_id, team_id)
    values (${w.catalogue.players[playerSlug]}, ${w.catalogue.teams[teamSlug]}) on conflict do nothing`);
}

async function unlink(w: World, playerSlug: string, teamSlug: string): Promise<void> {
  await w.t.database.db.execute(sql`
    delete from player_teams
    where player_id = ${w.catalogue.players[playerSlug]} and team_id = ${w.catalogue.teams[teamSlug]}`);
}

/** Back-office routes: data_admin and up, the ingestion screen and the spreadsheet queue admin and up. */
export const ADMIN_ROUTES: RouteTable = {
  'GET /api/admin/players/{id}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => get(`/api/admin/players/${w.catalogue.players[TROUT]}`),
  },
  'PUT /api/admin/players/{id}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => ({
      url: `/api/admin/players/${w.catalogue.players[TROUT]}`,
      payload: { nick_name: 'Millville Meteor' },
    }),
  },
  'GET /api/admin/players/{id}/teams': {
    access: 'data_admin',
    ok: 200,
    call: (w) => get(`/api/admin/players/${w.catalogue.players[TROUT]}/teams`),
  },
  'POST /api/admin/players/{id}/teams': {
    access: 'data_admin',
    ok: 201,
    call: async (w) => {
      await unlink(w, 'shohei-ohtani', MARINERS);
      return {
        url: `/api/admin/players/${w.catalogue.players['shohei-ohtani']}/teams`,
        payload: { team_id: w.catalogue.teams[MARINERS] },
      };
    },
  },
  'DELETE /api/admin/players/{id}/teams/{teamId}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => {
      await link(w, 'julio-rodriguez', ANGELS);
      return get(
        `/api/admin/players/${w.catalogue.players['julio-rodriguez']}/teams/${w.catalogue.teams[ANGELS]}`,
      );
    },
  },
  'POST /api/admin/players/{id}/reassign-cards': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => {
      await link(w, TROUT, MARINERS);
      return {
        url: `/api/admin/players/${w.catalogue.players[TROUT]}/reassign-cards`,
        payload: { from_team_id: w.catalogue.teams[MARINERS], to_team_id: w.catalogue.teams[ANGELS] },
      };
    },
  },
  'GET /api/admin/organizations': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/organizations'),
  },
  'GET /api/admin/manufacturers': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/manufacturers'),
  },
  'POST /api/admin/sets': {
    access: 'data_admin',
    ok: 201,
    call: (w) => ({
      url: '/api/admin/sets',
      payload: { name: w.unique('Probe Set '), year: 2022, is_complete: false },
    }),
  },
  'PUT /api/admin/sets/{id}': {
    access: 'data_admin',
    ok: 200,
    call: (w) => ({
      url: `/api/admin/sets/${w.catalogue.setId}`,
      payload: { name: 'Topps Series One', year: w.catalogue.year, is_complete: true },
    }),
  },
  'POST /api/admin/sets/upload-thumbnail': {
    access: 'data_admin',
    ok: 200,
    call: (w) => ({
      url: '/api/admin/sets/upload-thumbnail',
      ...multipartBody([{ field: 'thumbnail', filename: 'set.png', data: w.png, contentType: 'image/png' }], {
        setId: String(w.catalogue.setId),
      }),
    }),
  },
  'GET /api/admin/teams': {
    access: 'data_admin',
    ok: 200,
    call: () => get('/api/admin/teams?search=angels&limit=50'),
  },
  'POST /api/spreadsheet-generation/generate/{setId}': {
    access: 'data_admin',
    ok: 202,
    call: (w) => get(`/api/spreadsheet-generation/generate/${w.catalogue.setId}`),
  },
  'GET /api/spreadsheet-generation/queue': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/spreadsheet-generation/queue'),
  },

  'POST /api/admin/ingestion/preview': {
    access: 'admin',
    ok: 200,
    call: (w) => ({
      url: '/api/admin/ingestion/preview',
      ...multipartBody([{ field: 'files', filename: '2024-Probe-Checklist.xlsx', data: w.workbook }]),
    }),
  },
  'POST /api/admin/ingestion/jobs': {
    access: 'admin',
    ok: 202,
    call: async (w) => ({
      url: '/api/admin/ingestion/jobs',
      payload: { uploads: [await w.uploadedWorkbook()] },
    }),
  },
  'GET /api/admin/ingestion/jobs': { access: 'admin', ok: 200, call: () => get('/api/admin/ingestion/jobs') },
  'GET /api/admin/ingestion/jobs/{jobId}': {
    access: 'admin',
    ok: 200,
    call: async (w) => {
      const started = await w.t.app.inject({
        method: 'POST',
        url: '/api/admin/ingestion/jobs',
        headers: w.members.superadmin.headers,
        payload: { uploads: [await w.uploadedWorkbook()] },
      });
      return get(`/api/admin/ingestion/jobs/${started.json<{ jobId: number }>().jobId}`);
    },
  },
  'GET /api/admin/users': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/users?search=a&sort=email'),
  },
  'POST /api/admin/users': {
    access: 'admin',
    ok: 201,
    call: () => {
      staffCreated += 1;
      return { url: '/api/admin/users', payload: { email: `staff-created-${staffCreated}@example.com` } };
    },
  },
  'PUT /api/admin/users/{id}': {
    access: 'admin',
    ok: 200,
    call: (w) => ({
      url: `/api/admin/users/${w.victim.userId}`,
      payload: { email: w.victim.email, name: 'Renamed', role: 'user', is_active: true, is_verified: true },
    }),
  },
  // the matrix's app has no mail transport: an allowed caller gets the spec's 503
  'POST /api/admin/users/{id}/reset-password': {
    access: 'admin',
    ok: 503,
    call: (w) => ({ url: `/api/admin/users/${w.victim.userId}/reset-password` }),
  },
  'GET /api/admin/audit': {
    access: 'superadmin',
    ok: 200,
    call: () => get('/api/admin/audit?action=user.update'),
  },
  'GET /api/admin/dashboard': { access: 'admin', ok: 200, call: () => get('/api/admin/dashboard') },
  'GET /api/admin/analytics/users': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/analytics/users'),
  },
  'GET /api/admin/analytics/collections': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/analytics/collections'),
  },
  'GET /api/admin/analytics/recent-activity': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/analytics/recent-activity'),
  },
  'GET /api/database/status': { access: 'data_admin', ok: 200, call: () => get('/api/database/status') },
  'POST /api/admin/aggregates/update': {
    access: 'admin',
    ok: 200,
    call: () => ({ url: '/api/admin/aggregates/update', payload: { type: 'rookie_count' } }),
  },
  'GET /api/admin/moderation/stats': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/moderation/stats'),
  },
  'GET /api/admin/moderation/recent-comments': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/moderation/recent-comments'),
  },
  'DELETE /api/admin/moderation/comments/{id}': {
    access: 'admin',
    ok: 200,
    call: async (w) => get(`/api/admin/moderation/comments/${await w.comment(w.victim)}`),
  },
  'POST /api/admin/moderation/users/{id}/mute': {
    access: 'admin',
    ok: 200,
    call: async (w) => {
      await setMuted(w, false);
      return { url: `/api/admin/moderation/users/${w.victim.userId}/mute`, payload: { reason: 'probe' } };
    },
  },
  'POST /api/admin/moderation/users/{id}/unmute': {
    access: 'admin',
    ok: 200,
    call: async (w) => {
      await setMuted(w, true);
      return { url: `/api/admin/moderation/users/${w.victim.userId}/unmute` };
    },
  },
};

let staffCreated = 0;

/** Puts the victim in the state a mute or unmute call starts from. */
async function setMuted(w: World, muted: boolean): Promise<void> {
  await w.t.database.db.execute(sql`update users set is_muted = ${muted} where user_id = ${w.victim.userId}`);
}
