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

export async function benchSearch(
  app: FastifyInstance,
  _db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const url = (q: string) => `/api/search/universal?q=${encodeURIComponent(q)}&limit=50`;
  for (const q of SEARCH_QUERIES) await timeRequest(app, url(q)); // warm up
  const all: number[] = [];
  const rounds = Math.max(1, Math.floor(options.runs / 10));
  const perQuery: Timing[] = [];
  for (const q of SEARCH_QUERIES) {
    const samples: number[] = [];
    for (let i = 0; i < rounds; i += 1) samples.push((await timeRequest(app, url(q))).elapsed);
    all.push(...samples);
    perQuery.push(summarize(`  "${q}"`, samples, 200));
  }
  // 20 searches at once, as 20 collectors typing together
  const burst = async (round: number) => {
    const batch = Array.from(
      { length: 20 },
      (_, i) => SEARCH_QUERIES[(round * 20 + i) % SEARCH_QUERIES.length]!,
    );
    return (await Promise.all(batch.map((q) => timeRequest(app, url(q))))).map((r) => r.elapsed);
  };
  // the first burst opens the pool's other connections, each loading PostgreSQL's catalogue caches once
  const coldBurst = await burst(rounds);
  const concurrent: number[] = [];
  for (let round = 0; round < rounds; round += 1) concurrent.push(...(await burst(round)));
  return [
    summarize(`all ${SEARCH_QUERIES.length} queries, sequential`, all, 200),
    summarize('20 concurrent searches', concurrent, 200),
    summarize('20 concurrent, first burst (new connections)', coldBurst, 200),
    ...perQuery,
  ];
}
