import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TIER_ORDER, TIER_POINTS, type Achievement, type AchievementProgress } from '@cardbinder/shared';
import { startWorker } from '@/jobs/worker';
import { cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { EVALUATE_COLLECTOR_JOB, queueCollectorEvaluation } from './achievement-jobs';
import { evaluateCollector } from './achievement-engine';
import { seedStartingCatalogue } from './achievements.queries';
import { STARTING_ACHIEVEMENTS, STARTING_CATEGORIES } from './starting-catalogue';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  await seedStartingCatalogue(t.database.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const addCard = async (headers: Headers, number: string) => {
  const id = await cardId(t.database, catalogue.series.Base!, number);
  const response = await call('POST', '/api/user/cards', headers, { card_id: id });
  expect(response.statusCode).toBe(201);
  return response.json<{ user_card_id: number }>();
};
const evaluationJobs = async (userId: number) =>
  (
    await t.database.db.execute<{ job_id: number; status: string }>(sql`
      select job_id, status from jobs where type = ${EVALUATE_COLLECTOR_JOB} and payload->>'userId' = ${String(userId)}`)
  ).rows;

/** Runs the queued jobs now instead of after the coalescing delay. */
async function runJobs() {
  await t.database.db.execute(sql`update jobs set run_after = now() where status = 'queued'`);
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
}

const progressOf = async (headers: Headers) =>
  (await call('GET', '/api/user/achievements/progress', headers)).json<{ progress: AchievementProgress[] }>()
    .progress;
const visible = async (headers: Headers) =>
  (await call('GET', '/api/achievements', headers)).json<{ achievements: Achievement[] }>().achievements;

describe('access', () => {
  it.each([
    ['GET', '/api/achievements'],
    ['GET', '/api/achievements/categories'],
    ['GET', '/api/user/achievements/progress'],
    ['GET', '/api/user/achievements/stats'],
    ['POST', '/api/user/achievements/announcements'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('the starting catalogue', () => {
  it('holds at least 80 achievements over at least 8 categories and all six tiers, points in range', async () => {
    expect(STARTING_ACHIEVEMENTS.length).toBeGreaterThanOrEqual(80);
    expect(STARTING_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STARTING_ACHIEVEMENTS.map((a) => a.tier))).toEqual(new Set(TIER_ORDER));
    for (const a of STARTING_ACHIEVEMENTS) {
      const [low, high] = TIER_POINTS[a.tier];
      expect(a.points, a.name).toBeGreaterThanOrEqual(low);
      expect(a.points, a.name).toBeLessThanOrEqual(high);
    }
    const stored = await t.database.db.execute<{ n: number; categories: number }>(
      sql`select count(*)::int as n, count(distinct category_id)::int as categories from achievements`,
    );
    expect(stored.rows[0]).toEqual({
      n: STARTING_ACHIEVEMENTS.length,
      categories: STARTING_CATEGORIES.length,
    });
  });

  it('is written only into an empty table', async () => {
    expect(await seedStartingCatalogue(t.database.db)).toBe(false);
  });

  it('lists the categories', async () => {
    const { headers } = await authHeader(t);
    const body = (await call('GET', '/api/achievements/categories', headers)).json();
    expect(body.categories).toHaveLength(STARTING_CATEGORIES.length);
  });
});

describe('evaluation', () => {
  it('never runs inside the add: the add queues one evaluation, and a burst of adds shares it', async () => {
    const alice = await authHeader(t);
    for (const number of ['1', '2', '3', '4', '5']) await addCard(alice.headers, number);
    expect(await progressOf(alice.headers)).toEqual([]);
    const jobs = await evaluationJobs(alice.user.userId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('queued');
  });

  it('turns a burst of 1,000 events into one evaluation, and an event during a run into one more', async () => {
    const burst = await authHeader(t);
    await runJobs();
    for (let n = 0; n < 1000; n += 1) await queueCollectorEvaluation(t.database.db, burst.user.userId);
    expect((await evaluationJobs(burst.user.userId)).filter((job) => job.status === 'queued')).toHaveLength(
      1,
    );
    // an event while the evaluation runs is not folded into it (it may have read the data already)
    const handlers = t.app.ctx.services.jobHandlers;
    let during = false;
    const worker = startWorker(
      t.database.db,
      {
        [EVALUATE_COLLECTOR_JOB]: async (context) => {
          const result = await handlers[EVALUATE_COLLECTOR_JOB]!(context);
          if (!during) await queueCollectorEvaluation(t.database.db, burst.user.userId);
          during = true;
          return result;
        },
      },
      silent,
      { autoStart: false },
    );
    await t.database.db.execute(sql`update jobs set run_after = now() where status = 'queued'`);
    await worker.drain();
    await worker.stop();
    const jobs = await evaluationJobs(burst.user.userId);
    expect(jobs.filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('stores progress, unlocks, notifies once and toasts once', async () => {
    const bob = await authHeader(t);
    await addCard(bob.headers, '2');
    await runJobs();
    const achievements = await visible(bob.headers);
    const byName = new Map(achievements.map((a) => [a.name, a.achievement_id]));
    const progress = new Map((await progressOf(bob.headers)).map((p) => [p.achievement_id, p]));
    expect(progress.get(byName.get('First Card')!)).toMatchObject({ progress: 1, is_completed: true });
    expect(progress.get(byName.get('Rookie Card')!)).toMatchObject({ is_completed: true });
    expect(progress.get(byName.get('Starter Stack')!)).toMatchObject({
      progress: 1,
      progress_percentage: 10,
      is_completed: false,
    });
    const notes = await t.database.db.execute<{ title: string }>(sql`
      select title from notifications where user_id = ${bob.user.userId} and notification_type = 'achievement'`);
    expect(notes.rows.map((row) => row.title)).toContain('Achievement unlocked: First Card');

    const toast = await call('POST', '/api/user/achievements/announcements', bob.headers);
    expect(toast.json().unlocked.map((u: { name: string }) => u.name)).toContain('First Card');
    const again = await call('POST', '/api/user/achievements/announcements', bob.headers);
    expect(again.json().unlocked).toEqual([]);

    const stats = (await call('GET', '/api/user/achievements/stats', bob.headers)).json().stats;
    expect(stats.total_achievements).toBeGreaterThanOrEqual(2);
    expect(stats.total_points).toBeGreaterThanOrEqual(10);
    expect(stats.common_achievements).toBe(stats.total_achievements);

    // a second evaluation changes nothing and sends nothing more
    await t.app.ctx.db.transaction((tx) => evaluateCollector(tx, bob.user.userId));
    const count = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications where user_id = ${bob.user.userId} and notification_type = 'achievement'`);
    expect(count.rows[0]!.n).toBe(notes.rows.length);
  });

  it('keeps secret achievements hidden until completed', async () => {
    const carol = await authHeader(t);
    expect((await visible(carol.headers)).map((a) => a.name)).not.toContain('Binge');
    await t.database.db
      .execute(sql`insert into user_achievements (user_id, achievement_id, progress, is_completed, completed_at, times_completed)
      select ${carol.user.userId}, achievement_id, 500, true, now(), 1 from achievements where name = 'Binge'`);
    expect((await visible(carol.headers)).map((a) => a.name)).toContain('Binge');
  });

  it('earns a repeatable achievement again only after its cooldown', async () => {
    const dave = await authHeader(t);
    await t.database.db.execute(sql`update achievements set requirement_value = 1 where name = 'Busy Week'`);
    await addCard(dave.headers, '1');
    const evaluate = () => t.app.ctx.db.transaction((tx) => evaluateCollector(tx, dave.user.userId));
    expect((await evaluate()).unlocked).toContain('Busy Week');
    expect((await evaluate()).unlocked).not.toContain('Busy Week');
    await t.database.db.execute(sql`update user_achievements set completed_at = now() - interval '8 days'
      where user_id = ${dave.user.userId}`);
    expect((await evaluate()).unlocked).toContain('Busy Week');
    const row = await t.database.db.execute<{ times_completed: number }>(sql`
      select times_completed from user_achievements ua join achievements a using (achievement_id)
      where ua.user_id = ${dave.user.userId} and a.name = 'Busy Week'`);
    expect(row.rows[0]!.times_completed).toBe(2);
  });

  it('queues evaluations on sign-in and on an edit', async () => {
    const erin = await authHeader(t);
    expect(await evaluationJobs(erin.user.userId)).toHaveLength(1);
    await runJobs();
    const added = await addCard(erin.headers, '3');
    await runJobs();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/user/cards/${added.user_card_id}`,
      headers: erin.headers,
      payload: { estimated_value: '150' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await evaluationJobs(erin.user.userId)).filter((job) => job.status === 'queued')).toHaveLength(1);
    await runJobs();
    const achievements = await visible(erin.headers);
    const pocket = achievements.find((a) => a.name === 'Pocket Change')!;
    const progress = (await progressOf(erin.headers)).find((p) => p.achievement_id === pocket.achievement_id);
    expect(progress).toMatchObject({ progress: 150, is_completed: true });
  });

  it("counts a copy without an estimate at the card's value, as the dashboard does", async () => {
    const fay = await authHeader(t);
    const added = await addCard(fay.headers, '4');
    await t.database.db.execute(sql`
      insert into card_values (card_id, bucket, value, source, sales_count, collector_count)
      select card_id, 'raw', 120, 'sales', 3, 3 from user_cards where user_card_id = ${added.user_card_id}
      on conflict (card_id, bucket) do update set value = 120`);
    await t.app.ctx.db.transaction((tx) => evaluateCollector(tx, fay.user.userId));
    const pocket = (await visible(fay.headers)).find((a) => a.name === 'Pocket Change')!;
    const progress = (await progressOf(fay.headers)).find((p) => p.achievement_id === pocket.achievement_id);
    expect(progress).toMatchObject({ progress: 120, is_completed: true });
  });
});
