import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { createAdmin } from '@/modules/auth';
import { measure, summarize, type Timing } from '../measure';

const BENCH_EDITOR = {
  email: 'bench-data-admin@example.com',
  password: 'Bench!editor1',
  username: 'bench_editor',
};
/** the spec's largest base series is about this size (issue 20: a parallel of a 660-card series ≤ 2 s) */
const PARALLEL_SIZE = 660;

type AdminCard = { card_id: number; card_number: string; version: string; notes: string | null };

async function signIn(app: FastifyInstance, db: Db) {
  await createAdmin(db, { ...BENCH_EDITOR, role: 'data_admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: BENCH_EDITOR.email, password: BENCH_EDITOR.password },
  });
  if (login.statusCode !== 200) throw new Error(`bench data_admin cannot sign in: ${login.body}`);
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** The series whose card count is nearest 660, and one card of it. */
async function seriesNear(db: Db, size: number) {
  const rows = await db.execute<{ series_id: number }>(sql`select s.series_id from series s
    join cards c on c.series_id = s.series_id group by s.series_id
    order by abs(count(*) - ${size}), s.series_id limit 1`);
  return rows.rows[0]!.series_id;
}

/**
 * Issue 20's targets on the full-size catalogue: each admin list p95 ≤ 50 ms; a card edit seen on its public
 * page ≤ 1 s end to end (the save, then the page's own call answering the new text); a parallel of a 660-card
 * series ≤ 2 s.
 */
export async function benchAdminCatalogue(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const headers = await signIn(app, db);
  const seriesId = await seriesNear(db, PARALLEL_SIZE);
  const slug = (
    await db.execute<{ slug: string }>(sql`select slug from series where series_id = ${seriesId}`)
  ).rows[0]!.slug;
  const run = (name: string, url: string) => measure(app, name, url, { runs: options.runs, headers });
  const results = [
    await run('admin players, search "smith"', '/api/admin/players?search=smith'),
    await run('admin teams', '/api/admin/teams'),
    await run('admin sets (20 most recent)', '/api/admin/sets'),
    await run('admin series (100 most recent)', '/api/admin/series'),
    await run(`admin cards of a series (~${PARALLEL_SIZE})`, `/api/admin/cards?series_id=${seriesId}`),
  ];

  const edits: number[] = [];
  for (let i = 0; i < Math.min(options.runs, 20); i += 1) {
    const list = await app.inject({ method: 'GET', url: `/api/admin/cards?series_id=${seriesId}`, headers });
    const card = list.json<{ cards: AdminCard[] }>().cards[i]!;
    const notes = `bench edit ${Date.now()}`;
    const started = performance.now();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/cards/${card.card_id}`,
      headers,
      payload: { card_number: card.card_number, notes, version: card.version },
    });
    if (saved.statusCode !== 200) throw new Error(`card edit answered ${saved.statusCode}: ${saved.body}`);
    const page = await app.inject({
      method: 'GET',
      url: `/api/card/${slug}/${encodeURIComponent(card.card_number)}/x`,
    });
    edits.push(performance.now() - started);
    if (!page.body.includes(notes))
      throw new Error(`the card page does not show the edit yet: ${page.body.slice(0, 200)}`);
  }
  results.push(summarize('card edit, then its public page shows it', edits, 200));

  const started = performance.now();
  const parallel = await app.inject({
    method: 'POST',
    url: `/api/admin/series/${seriesId}/duplicate`,
    headers,
    payload: { name: `Bench Gold ${Date.now()}`, print_run: 50 },
  });
  const elapsed = performance.now() - started;
  if (parallel.statusCode !== 201)
    throw new Error(`duplicate answered ${parallel.statusCode}: ${parallel.body}`);
  const created = parallel.json<{ cards_created: number; series: { series_id: number } }>();
  results.push(summarize(`create a parallel (${created.cards_created} cards)`, [elapsed], 201));
  await app.inject({ method: 'DELETE', url: `/api/admin/series/${created.series.series_id}`, headers });
  return results;
}
