import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { csvCell, type CollectionImport } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { startWorker } from '@/jobs/worker';
import { createAdmin } from '@/modules/auth';
import { COMMIT_IMPORT_JOB, MATCH_IMPORT_JOB } from '@/modules/collection-import';
import { multipartBody } from '@/test/multipart';
import { summarize, type Timing } from '../measure';

const BENCH_COLLECTOR = {
  email: 'bench-collection-import@example.com',
  password: 'Bench!cimport1',
  username: 'bench_cimport',
};
const LINES = 10_000;
const POLL_MS = 250;

/**
 * A collector's own sheet of 10,000 catalogue cards (a spread sample, every 7th a parallel named by its
 * series): Year, Set, Card #, Player, Qty, Price, as a spreadsheet of another app would list them.
 */
async function sheet(db: Db): Promise<string> {
  const { rows } = await db.execute<{
    year: number;
    set: string;
    series: string;
    base: boolean;
    number: string;
    player: string | null;
  }>(sql`
    select st.year, st.name set, s.name series, s.is_base base, c.card_number number,
      (select trim(p.first_name || ' ' || p.last_name) from card_player_teams cpt join players p on p.player_id = cpt.player_id
        where cpt.card_id = c.card_id order by cpt.sort_order limit 1) player
    from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    order by md5(c.card_id::text) limit ${LINES}`);
  const lines = rows.map((row, i) =>
    [
      String(row.year),
      row.base ? row.set : `${row.set} ${row.series}`,
      row.number,
      row.player ?? '',
      String(1 + (i % 3 === 0 ? 1 : 0)),
      (1 + (i % 50)).toFixed(2),
    ]
      .map(csvCell)
      .join(','),
  );
  return `Year,Set,Card #,Player,Qty,Price\r\n${lines.join('\r\n')}\r\n`;
}

/**
 * Issue 44's import targets: 10,000 lines previewed ≤ 30 s with progress from the first second, committed
 * ≤ 10 s. A worker of its own runs the jobs while the client polls as the page does; the batch is undone after.
 */
export async function benchCollectionImport(app: FastifyInstance, db: Db): Promise<Timing[]> {
  await createAdmin(db, { ...BENCH_COLLECTOR, role: 'user' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: BENCH_COLLECTOR.email, password: BENCH_COLLECTOR.password },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const read = async (id: string) =>
    (await call('GET', `/api/user/collection/imports/${id}`)).json<{ import: CollectionImport }>().import;
  /** polls like the page until the import leaves `status`: when progress first showed, and when it ended */
  async function follow(id: string, status: string, started: number) {
    let firstProgress: number | null = null;
    for (;;) {
      const current = await read(id);
      if (firstProgress === null && current.progress > 0) firstProgress = performance.now() - started;
      if (current.status !== status) return { current, firstProgress, done: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const file = Buffer.from(await sheet(db));
  const handlers = app.ctx.services.jobHandlers;
  const worker = startWorker(
    db,
    { [MATCH_IMPORT_JOB]: handlers[MATCH_IMPORT_JOB]!, [COMMIT_IMPORT_JOB]: handlers[COMMIT_IMPORT_JOB]! },
    { info: () => undefined, error: console.error },
    { pollMs: 100 },
  );
  try {
    const body = multipartBody([{ field: 'file', filename: 'my-cards.csv', data: file }]);
    const uploadStarted = performance.now();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/user/collection/imports',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    const uploadMs = performance.now() - uploadStarted;
    const created = uploaded.json<{ import: CollectionImport }>().import;
    if (!created) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body.slice(0, 200)}`);
    const id = created.import_id;

    const previewStarted = performance.now();
    await call('PUT', `/api/user/collection/imports/${id}/mapping`, { mapping: created.mapping });
    const preview = await follow(id, 'matching', previewStarted);

    const commitStarted = performance.now();
    const commit = await call('POST', `/api/user/collection/imports/${id}/commit`, { on_duplicates: 'add' });
    const committed = await follow(id, 'committing', commitStarted);
    const undoStarted = performance.now();
    const undo = await call('POST', `/api/user/collection/imports/${id}/undo`);
    const undoMs = performance.now() - undoStarted;
    const { counts } = preview.current;
    console.log(
      `collection-import: ${created.total_lines} lines; matched ${counts.matched}, uncertain ${counts.uncertain}, ` +
        `not found ${counts.not_found}, invalid ${counts.invalid}; first progress at ${Math.round(preview.firstProgress ?? -1)} ms; ` +
        `${committed.current.added} entries added (${committed.current.status}); undo removed ${undo.json<{ removed: number }>().removed}`,
    );
    return [
      summarize(`upload a ${LINES}-line CSV (read, checked, stored)`, [uploadMs], uploaded.statusCode),
      summarize(
        'preview ready (mapping sent → matched, polled)',
        [preview.done],
        preview.current.status === 'ready' ? 200 : 500,
      ),
      summarize('first progress shown', [preview.firstProgress ?? preview.done], 200),
      summarize(
        `commit ${committed.current.added ?? 0} entries (queued → committed, polled)`,
        [committed.done],
        commit.statusCode,
      ),
      summarize('undo the batch', [undoMs], undo.statusCode),
    ];
  } finally {
    await worker.stop();
  }
}
