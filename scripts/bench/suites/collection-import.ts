import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { csvCell, type CollectionImport } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { startWorker } from '@/jobs/worker';
import { createAdmin } from '@/modules/auth';
import { COMMIT_IMPORT_JOB, MATCH_IMPORT_JOB } from '@/modules/collection-import';
import { parallelWording, pick, playerWording, seededRandom, setWordings } from '@/modules/marketplace';
import { multipartBody } from '@/test/multipart';
import { summarize, type Timing } from '../measure';

const BENCH_COLLECTOR = {
  email: 'bench-collection-import@example.com',
  password: 'Bench!cimport1',
  username: 'bench_cimport',
};
const LINES = 10_000;
const POLL_MS = 250;
/** Every 10th line of the worded sheet repeats an earlier one (a collection lists some cards twice). */
const REPEAT_EVERY = 10;

type SheetCard = {
  year: number;
  set: string;
  series: string;
  base: boolean;
  parent: string | null;
  number: string;
  first: string | null;
  last: string | null;
};

/** A spread sample of catalogue cards, each with its first player. */
async function sampleCards(db: Db, count: number): Promise<SheetCard[]> {
  const { rows } = await db.execute<SheetCard>(sql`
    select st.year, st.name set, s.name series, s.is_base base, ps.name parent, c.card_number number,
      p.first_name first, p.last_name last
    from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    left join series ps on ps.series_id = s.parallel_of_series
    left join lateral (select p.first_name, p.last_name from card_player_teams cpt
      join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id
      order by cpt.sort_order limit 1) p on true
    order by md5(c.card_id::text) limit ${count}`);
  return rows;
}

const player = (card: SheetCard) => [card.first, card.last].filter(Boolean).join(' ').trim();

/**
 * A collector's own sheet of 10,000 catalogue cards (a spread sample, every 7th a parallel named by its
 * series): Year, Set, Card #, Player, Qty, Price, as a spreadsheet of another app would list them.
 */
async function exactSheet(db: Db): Promise<string> {
  const lines = (await sampleCards(db, LINES)).map((card, i) =>
    [
      String(card.year),
      card.base ? card.set : `${card.set} ${card.series}`,
      card.number,
      player(card),
      String(1 + (i % 3 === 0 ? 1 : 0)),
      (1 + (i % 50)).toFixed(2),
    ]
      .map(csvCell)
      .join(','),
  );
  return `Year,Set,Card #,Player,Qty,Price\r\n${lines.join('\r\n')}\r\n`;
}

/**
 * The same kind of collection worded as other apps and collectors write it (TCDB's Set column "2023 Topps
 * Chrome Gold Refractor", "#12", "A. Judge"): the set in the marketplace's labelled wordings (shorthands,
 * no sport word, sometimes no year), the parallel in seller words, the player plain or loose (initial,
 * misspelt, no accents); every 10th line repeats an earlier one.
 */
async function wordedSheet(db: Db): Promise<string> {
  const random = seededRandom(4444);
  const cards = await sampleCards(db, LINES - LINES / REPEAT_EVERY);
  const lines: string[] = [];
  for (const card of cards) {
    if (lines.length % REPEAT_EVERY === REPEAT_EVERY - 1) lines.push(pick(random, lines));
    const year = random() < 0.15 ? '' : String(card.year);
    const parallel = card.base ? '' : parallelWording(random, card.series, card.parent);
    const style = random() < 0.5 ? 'loose' : 'plain';
    const name =
      card.first && card.last ? playerWording(random, { first: card.first, last: card.last }, style) : '';
    const set = [year, pick(random, setWordings(card.set)), parallel].filter(Boolean).join(' ');
    const number = random() < 0.5 ? `#${card.number}` : card.number;
    lines.push([set, number, name, String(1 + (lines.length % 4 === 0 ? 1 : 0))].map(csvCell).join(','));
  }
  while (lines.length < LINES) lines.push(pick(random, lines));
  return `Set,Card #,Player,Qty\r\n${lines.join('\r\n')}\r\n`;
}

const VARIANTS = { exact: exactSheet, worded: wordedSheet };

/**
 * Issue 44's import targets: 10,000 lines previewed ≤ 30 s with progress from the first second, committed
 * ≤ 10 s, for a sheet naming the catalogue's cards exactly and one worded differently
 * (`BENCH_IMPORT_VARIANT=exact|worded` runs one). A worker of its own runs the jobs while the client polls as
 * the page does; each batch is undone after.
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

  async function importSheet(variant: keyof typeof VARIANTS): Promise<Timing[]> {
    const file = Buffer.from(await VARIANTS[variant](db));
    const body = multipartBody([{ field: 'file', filename: `my-cards-${variant}.csv`, data: file }]);
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
      `collection-import (${variant}): ${created.total_lines} lines; matched ${counts.matched}, uncertain ${counts.uncertain}, ` +
        `not found ${counts.not_found}, invalid ${counts.invalid}; first progress at ${Math.round(preview.firstProgress ?? -1)} ms; ` +
        `${committed.current.added} entries added (${committed.current.status}); undo removed ${undo.json<{ removed: number }>().removed}`,
    );
    return [
      summarize(
        `${variant}: upload a ${LINES}-line CSV (read, checked, stored)`,
        [uploadMs],
        uploaded.statusCode,
      ),
      summarize(
        `${variant}: preview ready (mapping sent → matched, polled)`,
        [preview.done],
        preview.current.status === 'ready' ? 200 : 500,
      ),
      summarize(`${variant}: first progress shown`, [preview.firstProgress ?? preview.done], 200),
      summarize(
        `${variant}: commit ${committed.current.added ?? 0} entries (queued → committed, polled)`,
        [committed.done],
        commit.statusCode,
      ),
      summarize(`${variant}: undo the batch`, [undoMs], undo.statusCode),
    ];
  }

  const handlers = app.ctx.services.jobHandlers;
  const worker = startWorker(
    db,
    { [MATCH_IMPORT_JOB]: handlers[MATCH_IMPORT_JOB]!, [COMMIT_IMPORT_JOB]: handlers[COMMIT_IMPORT_JOB]! },
    { info: () => undefined, error: console.error },
    { pollMs: 100 },
  );
  const chosen = process.env.BENCH_IMPORT_VARIANT;
  const variants = (Object.keys(VARIANTS) as (keyof typeof VARIANTS)[]).filter(
    (v) => !chosen || v === chosen,
  );
  try {
    const timings: Timing[] = [];
    for (const variant of variants) timings.push(...(await importSheet(variant)));
    return timings;
  } finally {
    await worker.stop();
  }
}
