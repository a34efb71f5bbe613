import type { JobContext } from '@/jobs/worker';
import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { Member, World } from './world';

const SHEET = 'Year,Set,Card #,Player\n2023,Topps Series One Base,1,Mike Trout\n1957,Nothing,9,Nobody\n';
const url = (id: string, rest = '') => `/api/user/collection/imports/${id}${rest}`;

/** Runs one job of this import as a worker would (the matrix runs no worker: other queued jobs stay queued). */
async function runJob(w: World, type: string, importId: string) {
  const { db } = w.t.database;
  const context = {
    db,
    job: { job_id: 0, type, payload: { importId } },
    progress: async () => undefined,
    step: (work: (tx: unknown, claim: unknown) => Promise<unknown>) =>
      db.transaction((tx) => work(tx, { jobId: 0, attempt: 1 })),
  } as unknown as JobContext;
  await w.t.app.ctx.services.jobHandlers[type]!(context);
}

/** An import of the owner's: uploaded, or also matched (ready), or also added to the collection. */
async function ownImport(w: World, owner: Member, stage: 'uploaded' | 'ready' | 'committed' = 'uploaded') {
  const body = multipartBody([{ field: 'file', filename: 'cards.csv', data: Buffer.from(SHEET) }]);
  const uploaded = await w.t.app.inject({
    method: 'POST',
    url: '/api/user/collection/imports',
    payload: body.payload,
    headers: { ...body.headers, ...owner.headers },
  });
  const created = uploaded.json<{ import?: { import_id: string; mapping: string[] } }>().import;
  if (!created) throw new Error(`uploading an import: ${uploaded.statusCode} ${uploaded.body}`);
  const id = created.import_id;
  if (stage === 'uploaded') return { id, lineId: 0 };
  const call = (method: 'PUT' | 'POST' | 'GET', address: string, payload?: object) =>
    w.t.app.inject({ method, url: address, headers: owner.headers, ...(payload ? { payload } : {}) });
  await call('PUT', url(id, '/mapping'), { mapping: created.mapping });
  await runJob(w, 'collection-import-match', id);
  const lineId = (await call('GET', url(id))).json<{ lines: { line_id: number }[] }>().lines[0]!.line_id;
  if (stage === 'committed') {
    await call('POST', url(id, '/commit'), { on_duplicates: 'add' });
    await runJob(w, 'collection-import-commit', id);
  }
  return { id, lineId };
}

/** My Collection → Import (issue 44): a collector's own imports only; another collector's answer 404. */
export const COLLECTION_IMPORT_ROUTES: RouteTable = {
  'POST /api/user/collection/imports': {
    access: 'user',
    ok: 201,
    call: () => ({
      url: '/api/user/collection/imports',
      ...multipartBody([{ field: 'file', filename: 'cards.csv', data: Buffer.from(SHEET) }]),
    }),
  },
  'GET /api/user/collection/imports': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/collection/imports'),
  },
  'GET /api/user/collection/imports/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(url((await ownImport(w, owner)).id)),
  },
  'PUT /api/user/collection/imports/{id}/mapping': {
    access: 'user',
    ok: 202,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: url((await ownImport(w, owner)).id, '/mapping'),
      payload: { mapping: ['year', 'set', 'card_number', 'player'] },
    }),
  },
  'PUT /api/user/collection/imports/{id}/lines/{line_id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => {
      const { id, lineId } = await ownImport(w, owner, 'ready');
      return { url: url(id, `/lines/${lineId}`), payload: { choice: 'skip' } };
    },
  },
  'GET /api/user/collection/imports/{id}/not-found.csv': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(url((await ownImport(w, owner, 'ready')).id, '/not-found.csv')),
  },
  'POST /api/user/collection/imports/{id}/commit': {
    access: 'user',
    ok: 202,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: url((await ownImport(w, owner, 'ready')).id, '/commit'),
      payload: { on_duplicates: 'add' },
    }),
  },
  'POST /api/user/collection/imports/{id}/undo': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({ url: url((await ownImport(w, owner, 'committed')).id, '/undo') }),
  },
  'DELETE /api/user/collection/imports/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(url((await ownImport(w, owner)).id)),
  },
};
