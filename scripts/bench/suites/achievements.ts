import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { EVALUATE_COLLECTOR_JOB, evaluateCollector } from '@/modules/achievements';
import { summarize, type Timing } from '../measure';
import { signInCollector } from './collection';

/** collector1 of the generated data: 10,000 cards. */
const COLLECTOR = 1;
const BURST = 1_000;

/** Cards collector1 does not own yet, to add and take away again. */
async function cardsToAdd(db: Db, count: number): Promise<number[]> {
  const rows = await db.execute<{ card_id: number }>(sql`select card_id from cards c
    where not exists (select 1 from user_cards u where u.user_id = ${COLLECTOR} and u.card_id = c.card_id)
    order by card_id limit ${count}`);
  return rows.rows.map((row) => row.card_id);
}

async function timeAdds(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  name: string,
  runs: number,
) {
  const samples: number[] = [];
  for (const cardId of await cardsToAdd(db, runs)) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/cards',
      headers,
      payload: { card_id: cardId },
    });
    samples.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`add answered ${response.statusCode}: ${response.body}`);
    const { user_card_id: id } = response.json<{ user_card_id: number }>();
    await app.inject({ method: 'DELETE', url: `/api/user/cards/${id}`, headers });
  }
  return summarize(name, samples, 201);
}

const pendingEvaluations = async (db: Db) =>
  (
    await db.execute<{ n: number }>(sql`select count(*)::int n from jobs
      where type = ${EVALUATE_COLLECTOR_JOB} and (payload->>'userId')::int = ${COLLECTOR} and status = 'queued'`)
  ).rows[0]!.n;

/**
 * Issue 17's targets: evaluating every achievement for a 10,000-card collector (≤ 500 ms on PostgreSQL), a card
 * add with the starting catalogue active against the same add with every achievement off (within 10 % at p95),
 * and the evaluations a burst of 1,000 adds queues (a few, not 1,000; the bench runs no worker, so the queued
 * jobs are counted after the events are delivered by the app itself).
 */
export async function benchAchievements(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  const evaluations: number[] = [];
  for (let i = 0; i < Math.min(options.runs, 20); i += 1) {
    const started = performance.now();
    await db.transaction((tx) => evaluateCollector(tx, COLLECTOR));
    evaluations.push(performance.now() - started);
  }
  const results = [summarize('evaluate every achievement (10,000-card collector)', evaluations, 200)];

  const active = await db.execute<{ achievement_id: number }>(
    sql`select achievement_id from achievements where is_active`,
  );
  const activeIds = active.rows.map((row) => row.achievement_id);
  try {
    await db.execute(sql`update achievements set is_active = false`);
    results.push(await timeAdds(app, db, headers, 'add a card, every achievement off', options.runs));
  } finally {
    await db.execute(sql`update achievements set is_active = true
      where achievement_id = any(${`{${activeIds.join(',')}}`}::int[])`);
  }
  results.push(await timeAdds(app, db, headers, 'add a card, starting catalogue active', options.runs));

  const before = await pendingEvaluations(db);
  const ids = await cardsToAdd(db, BURST);
  const burstStarted = performance.now();
  const added: number[] = [];
  for (const cardId of ids) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/cards',
      headers,
      payload: { card_id: cardId },
    });
    added.push(response.json<{ user_card_id: number }>().user_card_id);
  }
  const burst = summarize(`burst of ${BURST} adds (whole burst)`, [performance.now() - burstStarted], 201);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const queued = (await pendingEvaluations(db)) - before;
  console.log(`evaluations queued by ${BURST} adds in a burst: ${queued}`);
  for (const id of added) await app.inject({ method: 'DELETE', url: `/api/user/cards/${id}`, headers });
  return [...results, burst];
}
