import { get, type RouteTable } from './route-table';
import type { Member, World } from './world';

/** A new API key of the owner's, made through the API as the owner would. */
async function apiKey(w: World, owner: Member): Promise<number> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: owner.headers,
    payload: { name: w.unique('key'), scopes: ['catalogue:read'] },
  });
  return response.json<{ key: { id: number } }>().key.id;
}

/** Your data in and out (issue 44): API keys, bulk edits, the export and account deletion, imports. */
export const DATA_ROUTES: RouteTable = {
  'GET /api/api-keys': { access: 'user', ok: 200, call: () => get('/api/api-keys') },
  'POST /api/api-keys': {
    access: 'user',
    ok: 201,
    call: (w) => ({ url: '/api/api-keys', payload: { name: w.unique('key'), scopes: ['collection:read'] } }),
  },
  'DELETE /api/api-keys/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/api-keys/${await apiKey(w, owner)}`),
  },
};
