import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isImportCardReady, type ImportCard, type MatchProgress } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { startWorker } from '@/jobs/worker';
import { MATCH_CARDS_JOB } from '@/modules/card-import';
import { createAdmin } from '@/modules/auth';
import { multipartBody } from '@/test/multipart';
import { summarize, type Timing } from '../measure';

const BENCH_IMPORTER = {
  email: 'bench-importer@example.com',
  password: 'Bench!import1',
  username: 'bench_importer',
};
const CARDS = 1_000;

/**
 * A checklist in the spec's layout: 1,000 catalogue players, each with their main team in the set's league
 * (the wizard matches teams within the series' organization), some rookies.
 */
async function checklist(db: Db, setId: number): Promise<Buffer> {
  const rows = await db.execute<{ player: string; team: string }>(sql`
    select distinct on (pt.player_id) trim(p.first_name || ' ' || p.last_name) player, t.name team
    from player_teams pt join players p on p.player_id = pt.player_id join teams t on t.team_id = pt.team_id
    where t.organization_id is not distinct from (select organization_id from sets where set_id = ${setId})
    order by pt.player_id, pt.card_count desc, pt.team_id limit ${CARDS}`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Checklist');
  sheet.addRow(['Card Number', 'Player Name(s)', 'Team Name(s)', 'RC Indicator', 'Notes']);
  rows.rows.forEach((row, i) => sheet.addRow([i + 1, row.player, row.team, i % 7 === 0 ? 'RC' : '', '']));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/**
 * Issue 21's targets on the full-size catalogue: a 1,000-card checklist parsed ≤ 1 s, matched ≤ 3 s (the job
 * run by a worker of its own, as the job process would), created ≤ 2 s. Into a new series, deleted afterwards.
 */
export async function benchImport(app: FastifyInstance, db: Db): Promise<Timing[]> {
  await createAdmin(db, { ...BENCH_IMPORTER, role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: BENCH_IMPORTER.email, password: BENCH_IMPORTER.password },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const setId = (await db.execute<{ set_id: number }>(sql`select min(set_id) set_id from sets`)).rows[0]!
    .set_id;
  const series = await app.inject({
    method: 'POST',
    url: '/api/admin/series',
    headers,
    payload: { name: `Bench Import ${Date.now()}`, set_id: setId },
  });
  if (series.statusCode !== 201) throw new Error(`series answered ${series.statusCode}: ${series.body}`);
  const seriesId = series.json<{ series: { series_id: number } }>().series.series_id;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/admin/import/${url}`, headers, payload });

  const file = await checklist(db, setId);
  const body = multipartBody([{ field: 'file', filename: 'checklist.xlsx', data: file }], {
    seriesId: String(seriesId),
  });
  const [parsed, parseMs] = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/api/admin/import/parse-xlsx',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    }),
  );
  const cards = parsed.json<{ cards: ImportCard[] }>().cards;

  const handler = app.ctx.services.jobHandlers[MATCH_CARDS_JOB]!;
  const [matched, matchMs] = await timed(async () => {
    const { jobId } = (await post('match-cards', { cards, seriesId })).json<{ jobId: number }>();
    const worker = startWorker(db, { [MATCH_CARDS_JOB]: handler }, console, { autoStart: false });
    await worker.drain();
    await worker.stop();
    const progress = await app.inject({
      method: 'GET',
      url: `/api/admin/import/match-progress/${jobId}`,
      headers,
    });
    return progress.json<MatchProgress>().matchedCards ?? [];
  });
  // the staff member's part: a name several players share gets its first exact candidate picked
  const picked = matched.map((card) => ({
    ...card,
    players: card.players.map((player) => ({
      ...player,
      selectedPlayer: player.selectedPlayer ?? player.playerMatches.exact[0] ?? null,
    })),
  }));
  const ready = picked.filter(isImportCardReady);
  const [created, createMs] = await timed(() => post('create-cards', { matchedCards: ready, seriesId }));
  console.log(
    `import: ${cards.length} cards read, ${ready.length} ready after matching, create answered ${created.statusCode}: ${created.body.slice(0, 160)}`,
  );
  await app.inject({ method: 'DELETE', url: `/api/admin/series/${seriesId}`, headers });
  return [
    summarize(`parse a ${CARDS}-card checklist`, [parseMs], parsed.statusCode),
    summarize(`match it (job queued, run, progress read)`, [matchMs], 200),
    summarize(`create the ${ready.length} ready cards`, [createMs], created.statusCode),
  ];
}
