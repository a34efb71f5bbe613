import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startWorker } from '@/jobs/worker';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { seedStartingCatalogue } from './achievements.queries';

let t: TestApp;
let admin: Awaited<ReturnType<typeof authHeader>>;
let collector: Awaited<ReturnType<typeof authHeader>>;
let categoryId: number;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await createCatalogue(t.database);
  await seedStartingCatalogue(t.database.db);
  admin = await authHeader(t, 'admin');
  collector = await authHeader(t);
  for (const n of ['1', '2'])
    await addUserCard(t.database, collector.user.userId, await cardId(t.database, catalogue.series.Base!, n));
  const category = await t.database.db.execute<{ category_id: number }>(
    sql`select category_id from achievement_categories order by category_id limit 1`,
  );
  categoryId = category.rows[0]!.category_id;
});
afterAll(() => t.close());

async function runJobs() {
  await t.database.db.execute(sql`update jobs set run_after = now() where status = 'queued'`);
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pair',
  description: 'Own two cards',
  category_id: categoryId,
  points: 10,
  tier: 'common',
  requirement_type: 'count',
  requirement_value: 2,
  metric: 'cards',
  ...overrides,
});
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload });

const CALLS: [Method, string][] = [
  ['GET', '/api/admin/achievements'],
  ['GET', '/api/admin/achievements/categories'],
  ['POST', '/api/admin/achievements'],
  ['PUT', '/api/admin/achievements/1'],
  ['DELETE', '/api/admin/achievements/1'],
  ['POST', '/api/admin/achievements/recompute'],
  ['GET', '/api/admin/achievements/recompute'],
  ['GET', '/api/admin/query-tester/users'],
  ['POST', '/api/admin/test-query'],
];

describe('access', () => {
  it.each(CALLS)('%s %s: 401 signed out, 403 for a user and a data_admin', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : { query: 'select 1', userId: 1 };
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    for (const role of ['user', 'data_admin'] as const) {
      const { headers } = await authHeader(t, role);
      expect((await call(method, url, payload, headers)).statusCode, role).toBe(403);
    }
  });
});

describe('validation (spec 3 §5)', () => {
  it.each([
    [{ name: '  ' }, 'Achievement name is required'],
    [{ description: '' }, 'Description is required'],
    [{ category_id: undefined }, 'Category is required'],
    [{ points: 0 }, 'Points must be greater than 0'],
    [{ requirement_value: 0 }, 'Requirement value must be greater than 0'],
    [
      { requirement_type: 'custom', requirement_query: ' ' },
      'A custom achievement needs a requirement query',
    ],
  ])('%j answers 400 with %s', async (overrides, message) => {
    const response = await call('POST', '/api/admin/achievements', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 409 for a name in use and 400 for an unknown category', async () => {
    expect((await call('POST', '/api/admin/achievements', body({ name: 'First Card' }))).statusCode).toBe(
      409,
    );
    const unknown = await call(
      'POST',
      '/api/admin/achievements',
      body({ name: 'Nowhere', category_id: 99999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Category not found');
  });

  it('answers 400 to a test query without a query or a user', async () => {
    const noQuery = await call('POST', '/api/admin/test-query', { query: '', userId: 1 });
    expect(noQuery.json().message).toContain('Please enter a SQL query');
    const noUser = await call('POST', '/api/admin/test-query', { query: 'select 1' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().message).toContain('Please select a user ID');
  });
});

describe('managing achievements', () => {
  it('creates, lists with filters, edits, toggles and deletes, re-evaluating collectors in the background', async () => {
    const created = await call('POST', '/api/admin/achievements', body({ cooldown_days: 5 }));
    expect(created.statusCode).toBe(201);
    const achievement = created.json().achievement;
    expect(achievement).toMatchObject({ name: 'Pair', is_active: true, cooldown_days: 0, user_count: 0 });
    const id = achievement.achievement_id as number;

    const listed = await call('GET', '/api/admin/achievements?search=pair&tier=common');
    expect(listed.json().achievements.map((a: { name: string }) => a.name)).toContain('Pair');
    const otherTier = await call('GET', '/api/admin/achievements?search=pair&tier=mythic');
    expect(otherTier.json().achievements).toEqual([]);

    await runJobs();
    const after = await call('GET', '/api/admin/achievements?search=pair');
    expect(after.json().achievements[0].user_count).toBe(1);

    const edited = await call('PUT', `/api/admin/achievements/${id}`, body({ is_active: false, points: 15 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().achievement).toMatchObject({ is_active: false, points: 15 });
    const seen = await t.app.inject({ method: 'GET', url: '/api/achievements', headers: collector.headers });
    expect(seen.json().achievements.map((a: { name: string }) => a.name)).not.toContain('Pair');

    expect((await call('DELETE', `/api/admin/achievements/${id}`)).statusCode).toBe(200);
    const progress = await t.database.db.execute(
      sql`select 1 from user_achievements where achievement_id = ${id}`,
    );
    expect(progress.rows).toEqual([]);
    expect((await call('DELETE', `/api/admin/achievements/${id}`)).statusCode).toBe(404);
  });

  it('evaluates a custom achievement through the sandbox', async () => {
    const created = await call(
      'POST',
      '/api/admin/achievements',
      body({
        name: 'Custom pair',
        requirement_type: 'custom',
        metric: null,
        requirement_query: 'select count(*) from user_cards where user_id = @user_id',
      }),
    );
    expect(created.statusCode).toBe(201);
    const leak = await call(
      'POST',
      '/api/admin/achievements',
      body({
        name: 'Leak',
        requirement_type: 'custom',
        requirement_query: 'select count(*) from public.users',
      }),
    );
    await runJobs();
    const rows = await t.database.db.execute<{
      achievement_id: number;
      progress: number;
      is_completed: boolean;
    }>(sql`
      select achievement_id, progress, is_completed from user_achievements
      where user_id = ${collector.user.userId} and achievement_id in
        (${created.json().achievement.achievement_id}, ${leak.json().achievement.achievement_id})`);
    expect(rows.rows).toEqual([
      { achievement_id: created.json().achievement.achievement_id, progress: 2, is_completed: true },
    ]);
  });

  it('recomputes everyone on request and reports the progress', async () => {
    const queued = await call('POST', '/api/admin/achievements/recompute');
    expect(queued.statusCode).toBe(202);
    await runJobs();
    const status = await call('GET', '/api/admin/achievements/recompute');
    const job = status.json().job;
    expect(job.status).toBe('completed');
    expect(job.total).toBeGreaterThan(0);
    expect(job.progress).toBe(job.total);
  });

  it('lists the first 20 users for the query tester', async () => {
    const users = (await call('GET', '/api/admin/query-tester/users')).json();
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(20);
    expect(users[0]).toEqual({ user_id: expect.any(Number), username: expect.any(String) });
  });
});
