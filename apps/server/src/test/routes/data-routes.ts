import { TEST_PASSWORD } from '@/test/test-app';
import { get, type RouteTable } from './route-table';
import type { Member, World } from './world';

/** A new API key of the owner's, made through the API as the owner would (old ones revoked at the 20-key cap). */
async function apiKey(w: World, owner: Member): Promise<number> {
  const make = () =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: owner.headers,
      payload: { name: w.unique('key'), scopes: ['catalogue:read'] },
    });
  let response = await make();
  if (response.statusCode === 409) {
    const listed = await w.t.app.inject({ method: 'GET', url: '/api/api-keys', headers: owner.headers });
    for (const key of listed.json<{ keys: { id: number }[] }>().keys)
      await w.t.app.inject({ method: 'DELETE', url: `/api/api-keys/${key.id}`, headers: owner.headers });
    response = await make();
  }
  const made = response.json<{ key?: { id: number } }>();
  if (!made.key) throw new Error(`making an API key: ${response.statusCode} ${response.body}`);
  return made.key.id;
}

/** A 'Download my data' request of the owner's: a new one, or the one still queued (one at a time per account). */
async function exportId(w: World, owner: Member): Promise<string> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/account/exports',
    headers: owner.headers,
  });
  if (response.statusCode === 202) return response.json<{ export: { id: string } }>().export.id;
  const listed = await w.t.app.inject({ method: 'GET', url: '/api/account/exports', headers: owner.headers });
  const queued = listed
    .json<{ exports: { id: string; status: string }[] }>()
    .exports.find((made) => made.status === 'queued');
  if (!queued) throw new Error(`asking for an export: ${response.statusCode} ${response.body}`);
  return queued.id;
}

/** A bulk edit of one of the owner's entries, made as the owner; answers its undo id. */
async function bulkUndo(w: World, owner: Member): Promise<string> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/user/cards/bulk-edit',
    headers: owner.headers,
    payload: {
      user_card_ids: [await w.userCard(owner)],
      action: { kind: 'set_estimated_value', estimated_value: 5 },
    },
  });
  return response.json<{ undo_id: string }>().undo_id;
}

/** Your data in and out (issue 44): API keys, bulk edits, the export and account deletion, imports. */
export const DATA_ROUTES: RouteTable = {
  'GET /api/api-keys': { access: 'user', ok: 200, call: () => get('/api/api-keys') },
  'POST /api/api-keys': {
    access: 'user',
    ok: 201,
    call: (w) => ({ url: '/api/api-keys', payload: { name: w.unique('key'), scopes: ['collection:read'] } }),
  },
  'POST /api/user/cards/bulk-edit': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: '/api/user/cards/bulk-edit',
      payload: { user_card_ids: [await w.userCard(owner)], action: { kind: 'add_note', note: 'from a lot' } },
    }),
  },
  'POST /api/user/cards/bulk-edit/{undo_id}/undo': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({ url: `/api/user/cards/bulk-edit/${await bulkUndo(w, owner)}/undo` }),
  },
  'POST /api/account/exports': { access: 'user', ok: 202, call: () => ({ url: '/api/account/exports' }) },
  'GET /api/account/exports': { access: 'user', ok: 200, call: () => get('/api/account/exports') },
  'GET /api/account/exports/{id}/download': {
    access: 'user',
    // never made ready here (no worker runs in the matrix): the owner hears it is not ready, anyone else 404
    ok: 404,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/account/exports/${await exportId(w, owner)}/download`),
  },
  'POST /api/account/delete': {
    access: 'user',
    ok: 200,
    call: async (w, { caller }) => ({
      url: '/api/account/delete',
      payload: { password: TEST_PASSWORD },
      headers: caller ? (await w.throwAwayMember()).headers : {},
    }),
  },
  'DELETE /api/api-keys/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/api-keys/${await apiKey(w, owner)}`),
  },
};
