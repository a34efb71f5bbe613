import { fork } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { LoadPlan, LoadResult } from '../load-client';
import type { Timing } from '../measure';
import { signInCollector } from './collection';
import { SEARCH_QUERIES } from './search';

const CONNECTIONS = 20;

/** One cycle of what a crowd does: catalogue pages (the heaviest included), searches and a collection. */
async function requestMix(app: FastifyInstance, db: Db): Promise<LoadPlan['requests']> {
  const first = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => {
    const row = (await db.execute<T>(statement)).rows[0];
    if (!row) throw new Error('The benchmark catalogue is empty: run npm run bench:data first');
    return row;
  };
  const star = await first<{ player_id: number; slug: string }>(
    sql`select player_id, slug from players order by card_count desc limit 1`,
  );
  const big = await first<{ series_id: number; slug: string; set_slug: string; year: number }>(
    sql`select s.series_id, s.slug, st.slug set_slug, st.year from series s join sets st on st.set_id = s.set_id
        order by s.card_count desc, s.series_id limit 1`,
  );
  const card = await first<{ slug: string }>(
    sql`select slug from cards where series_id = ${big.series_id} order by sort_order limit 1`,
  );
  const collector = { authorization: `Bearer ${await signInCollector(app)}` };
  const seriesPath = `${big.year}/${big.set_slug}/${big.slug}`;
  const searches = SEARCH_QUERIES.slice(0, 8).map((q) => ({
    name: `search ${q}`,
    path: `/api/search/universal?q=${encodeURIComponent(q)}&limit=20`,
  }));
  return [
    { name: 'home counts', path: '/api/database-stats' },
    { name: 'players list', path: '/api/players-list?limit=100' },
    { name: 'player detail', path: `/api/players/by-slug/${star.slug}` },
    { name: 'player card table', path: `/api/cards?player_id=${star.player_id}&limit=10000` },
    { name: 'series detail', path: `/api/sets/${seriesPath}` },
    { name: 'series card table', path: `/api/cards?series_id=${big.series_id}&limit=10000` },
    { name: 'card page', path: `/api/card-detail/${seriesPath}/${card.slug}` },
    { name: 'teams list', path: '/api/teams-list?limit=100' },
    ...searches,
    { name: 'collection stats', path: '/api/user/collection/stats', headers: collector },
    { name: 'collection teams', path: '/api/user/collection/cards/teams-with-players', headers: collector },
    { name: 'collection cards', path: '/api/user/collection/cards', headers: collector },
  ];
}

/**
 * 20 clients for `runs` seconds (default 60) against the server listening on a port, the load made by a
 * process of its own. Every answer must be a 2xx: any other counts as an error.
 */
export async function benchLoad(app: FastifyInstance, db: Db, options: { runs: number }): Promise<Timing[]> {
  // as a browser asks: compressed answers
  const requests = (await requestMix(app, db)).map((request) => ({
    ...request,
    headers: { 'accept-encoding': 'gzip', ...request.headers },
  }));
  // a server that has been up a while: each call answered once before the clock starts (stored list rows built)
  for (const request of requests) {
    const warm = await app.inject({ method: 'GET', url: request.path, headers: request.headers });
    if (warm.statusCode !== 200) throw new Error(`${request.name} answered ${warm.statusCode}`);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = fork(path.join(import.meta.dirname, '../load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    client.once('message', (message) => resolve(message as LoadResult));
    client.once('exit', (code) => reject(new Error(`the load client exited with code ${code}`)));
    client.send({
      url: address,
      connections: CONNECTIONS,
      durationSeconds: options.runs,
      requests,
    } satisfies LoadPlan);
  });
  console.log(
    `\nload: ${CONNECTIONS} clients, ${result.seconds} s, ${requests.length} calls per cycle: ` +
      `${result.requests} requests, ${result.perSecond} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, ` +
      `p99 ${result.p99} ms, max ${result.max} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  for (const call of result.calls)
    console.log(
      `  ${call.name.padEnd(28)} ${String(call.requests).padStart(6)}  p50 ${call.p50} ms  p95 ${call.p95} ms`,
    );
  if (result.errors + result.non2xx > 0) process.exitCode = 1;
  return [
    {
      name: `${CONNECTIONS} clients, mixed calls (${result.perSecond} req/s, p99 ${result.p99} ms, errors ${result.errors + result.non2xx})`,
      runs: result.requests,
      p50: result.p50,
      p95: result.p95,
      max: result.max,
      status: result.errors + result.non2xx === 0 ? 200 : 500,
    },
  ];
}
