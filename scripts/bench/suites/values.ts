import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { valueTotals, withEntryValues } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { recomputeAllCardValues, snapshotCollections } from '@/modules/values';
import { measure, summarize, timeRequest, type Timing } from '../measure';
import { writeValuesData } from '../write-values';
import { signInCollector } from './collection';

/** the set whose card count is nearest this is the cost-to-finish case */
const SET_SIZE = 1_000;

/**
 * Card values at full size: the from-scratch recompute (once), the card page's values, the dashboard's values,
 * breakdown and totals of collector1's 10,000 entries, and the cost to finish of a set of about 1,000 cards.
 */
export async function benchValues(
  app: FastifyInstance,
  db: Db,
  { runs }: { runs: number },
): Promise<Timing[]> {
  await writeValuesData(db, (line) => console.log(line));
  const started = performance.now();
  const { values } = await recomputeAllCardValues(db);
  const recompute = performance.now() - started;
  console.log(`recomputed ${values} card values in ${(recompute / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze card_values`);

  const cardPage = await cardPageValues(app, db, runs);

  // the nightly job's statement, run as the job runs it (again the same day, it rewrites the day's rows)
  const snapshotStarted = performance.now();
  const collectors = await snapshotCollections(db);
  const snapshot = performance.now() - snapshotStarted;
  console.log(`snapshot of ${collectors} collectors in ${(snapshot / 1000).toFixed(1)} s`);

  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  const entryValues = await measure(
    app,
    'entry values, 10,000-card collection',
    '/api/user/collection/values',
    {
      runs,
      headers,
    },
  );
  const breakdown = await measure(
    app,
    'collection breakdown (year, team, set, player), 10,000-card collection',
    '/api/user/collection/breakdown',
    { runs, headers },
  );
  // a filter change on the dashboard: the list of the filter (its own suite) and these totals in the browser
  const list = JSON.parse((await timeRequest(app, '/api/user/collection/cards', headers)).body) as {
    cards: Parameters<typeof withEntryValues>[0];
  };
  const answer = JSON.parse((await timeRequest(app, '/api/user/collection/values', headers)).body) as {
    values: [number, number, string][];
  };
  const byId = new Map(answer.values.map(([id, value]) => [id, { value }]));
  const totals: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const shown = list.cards.filter((_, index) => index % (2 + (i % 3)) === 0);
    valueTotals(withEntryValues(shown, byId));
    totals.push(performance.now() - t0);
  }

  const finish = await costToFinish(app, db, runs, headers);
  return [
    summarize('full recompute of every card value', [recompute], 200),
    summarize(`nightly snapshot of ${collectors} collectors`, [snapshot], 200),
    cardPage,
    entryValues,
    breakdown,
    summarize(`totals of ${list.cards.length} entries under a filter (browser code)`, totals, 200),
    finish,
  ];
}

/** The card page's values of `runs` cards that have a raw value, each asked once (cold, as a visitor would). */
async function cardPageValues(app: FastifyInstance, db: Db, runs: number): Promise<Timing> {
  const cards = (
    await db.execute<{ card_id: number }>(
      sql`select card_id from card_values where bucket = 'raw' order by md5(card_id::text) limit ${runs}`,
    )
  ).rows;
  const samples: number[] = [];
  for (const { card_id: cardId } of cards)
    samples.push((await timeRequest(app, `/api/cards/${cardId}/values`)).elapsed);
  return summarize('card page values', samples, 200);
}

/** The cost to finish of the set whose card count is nearest SET_SIZE, for collector1 (10,000 entries). */
async function costToFinish(
  app: FastifyInstance,
  db: Db,
  runs: number,
  headers: Record<string, string>,
): Promise<Timing> {
  const [set] = (
    await db.execute<{ set_id: number; n: number }>(sql`
      select s.set_id, count(*)::int as n from cards c join series s on s.series_id = c.series_id
      group by s.set_id order by abs(count(*) - ${SET_SIZE}) limit 1`)
  ).rows;
  return measure(app, `cost to finish, set of ${set!.n} cards`, `/api/user/finish?set_id=${set!.set_id}`, {
    runs,
    headers,
  });
}

/**
 * Only the reads of the card page and the cost to finish, over the values already stored (no purchase lines
 * written, no recompute): for before/after comparisons of those two endpoints.
 */
export async function benchValueReads(
  app: FastifyInstance,
  db: Db,
  { runs }: { runs: number },
): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  return [await cardPageValues(app, db, runs), await costToFinish(app, db, runs, headers)];
}
