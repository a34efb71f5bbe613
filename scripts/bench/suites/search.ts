import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { summarize, timeRequest, type Timing } from '../measure';

/** A fixed mix of what collectors type: names, typos, accents, years, sets, numbers, flags, print runs, teams. */
export const SEARCH_QUERIES = [
  'trout',
  'mike trout',
  'trout rc',
  'judge',
  'aaron judge',
  'ohtani',
  'shohei ohtani',
  'griffy',
  'griffey jr',
  'munoz',
  'acuna',
  'ramirez',
  'rodriguez',
  'soto juan',
  'mattingly',
  '1984 topps mattingly',
  '2020 topps',
  'topps',
  'bowman chrome auto /99',
  'topps chrome',
  'heritage',
  'stadium club',
  'prizm',
  '#248',
  '#US175',
  'BD-9',
  'RA-12',
  '/99',
  '1/1 superfractor',
  'gold /50',
  'nyy',
  'yankees',
  'los angeles',
  'dodgers',
  'red sox',
  'rookie autographs',
  'relic',
  'auto',
  'rc',
  'cubs 2021',
  'xyzzy nothing here',
];

/**
 * The search engine itself (the service's own statement, not the route's kept answers, which a repeated query
 * would hit), one query at a time and 20 at once; then what a repeated query costs through the route.
 */
export async function benchSearch(
  app: FastifyInstance,
  _db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const engine = async (q: string) => {
    const started = performance.now();
    await app.ctx.services.search.universalSearchBody(q, 50);
    return performance.now() - started;
  };
  const url = (q: string) => `/api/search/universal?q=${encodeURIComponent(q)}&limit=50`;
  for (const q of SEARCH_QUERIES) await engine(q); // warm up
  const all: number[] = [];
  const rounds = Math.max(1, Math.floor(options.runs / 10));
  const perQuery: Timing[] = [];
  for (const q of SEARCH_QUERIES) {
    const samples: number[] = [];
    for (let i = 0; i < rounds; i += 1) samples.push(await engine(q));
    all.push(...samples);
    perQuery.push(summarize(`  "${q}"`, samples, 200));
  }
  // 20 searches at once, as 20 collectors typing together
  const burst = async (round: number) => {
    const batch = Array.from(
      { length: 20 },
      (_, i) => SEARCH_QUERIES[(round * 20 + i) % SEARCH_QUERIES.length]!,
    );
    return Promise.all(batch.map((q) => engine(q)));
  };
  // the first burst opens the pool's other connections, each loading PostgreSQL's catalogue caches once
  const coldBurst = await burst(rounds);
  const concurrent: number[] = [];
  for (let round = 0; round < rounds; round += 1) concurrent.push(...(await burst(round)));
  const repeated: number[] = [];
  for (const q of SEARCH_QUERIES) {
    await timeRequest(app, url(q));
    repeated.push((await timeRequest(app, url(q))).elapsed);
  }
  return [
    summarize(`all ${SEARCH_QUERIES.length} queries, sequential`, all, 200),
    summarize('20 concurrent searches', concurrent, 200),
    summarize('20 concurrent, first burst (new connections)', coldBurst, 200),
    summarize('a repeated query through the route (kept answer)', repeated, 200),
    ...perQuery,
  ];
}
