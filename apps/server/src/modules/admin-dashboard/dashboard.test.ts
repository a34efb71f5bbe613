import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATE_TYPES, completenessPercent, shortNumber } from '@cardbinder/shared';
import { auditLog, series } from '@/db/schema';
import type { JobContext } from '@/jobs/worker';
import { createCatalogue } from '@/test/catalogue-factory';
import { ADMIN_METRICS_JOB, adminMetricsJobHandler } from './dashboard.service';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

const ADMIN_CALLS = [
  '/api/admin/dashboard',
  '/api/admin/analytics/users',
  '/api/admin/analytics/collections',
  '/api/admin/analytics/recent-activity',
];

describe('roles', () => {
  it('401s without a token and 403s user and data_admin', async () => {
    for (const url of [...ADMIN_CALLS, '/api/admin/aggregates/update']) {
      const method = url.endsWith('update') ? 'POST' : 'GET';
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      for (const role of ['user', 'data_admin'] as const) {
        const { headers } = await authHeader(t, role);
        const response = await t.app.inject({ method, url, headers, payload: { type: 'card_count' } });
        expect(response.statusCode).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/database/status' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers every block in one call', async () => {
    const { headers } = await authHeader(t, 'admin');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, Record<string, unknown>>>();
    expect(body.systemHealth).toMatchObject({
      database: { connected: true },
      mail_configured: false,
      worker_alive: true,
      version: expect.any(String),
    });
    expect(body.userMetrics).toMatchObject({ total: expect.any(Number), verified: expect.any(Number) });
    // not counted yet: the first call queues the count instead of scanning every entry
    expect(body.collectionMetrics).toBeNull();
    const stats = body.databaseStats as unknown as Parameters<typeof completenessPercent>[0] & {
      completeness: number;
    };
    expect(stats.sets).toBe(1);
    expect(stats.cards).toBeGreaterThan(0);
    expect(stats.completeness).toBe(completenessPercent(stats));
    expect(Array.isArray(body.recentActivity)).toBe(true);
    expect(
      (body.recentActivity as unknown as { kind: string }[]).some((item) => item.kind === 'signup'),
    ).toBe(true);
    expect(body.performance).toMatchObject({ response_ms: expect.any(Number) });
  });

  it('counts collections in the background job and serves the snapshot, not a recount per request', async () => {
    const { headers } = await authHeader(t, 'admin');
    const queued = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where type = ${ADMIN_METRICS_JOB} and status = 'queued'`,
    );
    expect(queued.rows[0]!.n).toBe(1);
    await adminMetricsJobHandler({ db: t.database.db } as unknown as JobContext);
    const counted = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/collections', headers });
    expect(counted.json()).toMatchObject({ entries: 0, collectors: 0, photos: 0, total_value: 0 });
    await t.database.db.execute(
      sql`update admin_metric_snapshots set value = jsonb_set(value, '{entries}', '12345') where name = 'collection_metrics'`,
    );
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/collections', headers });
    expect(again.json<{ entries: number }>().entries).toBe(12345);
  });

  it('has the fallback calls', async () => {
    const { headers } = await authHeader(t, 'admin');
    for (const url of ADMIN_CALLS)
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/database/status', headers });
    expect(status.json()).toMatchObject({ connected: true, records: { sets: 1 } });
  });
});

describe('POST /api/admin/aggregates/update', () => {
  it('recomputes each type, reports rows and records the run', async () => {
    const { user, headers } = await authHeader(t, 'admin');
    const seriesId = Object.values(catalogue.series)[0]!;
    await t.database.db.update(series).set({ cardCount: 0 }).where(eq(series.seriesId, seriesId));
    for (const type of AGGREGATE_TYPES) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/aggregates/update',
        headers,
        payload: { type },
      });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toMatchObject({ success: true, type, rowsUpdated: expect.any(Number) });
    }
    const [fixed] = await t.database.db.select().from(series).where(eq(series.seriesId, seriesId));
    expect(fixed!.cardCount).toBeGreaterThan(0);
    const runs = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.userId));
    expect(runs.map((run) => run.summary)).toEqual([...AGGREGATE_TYPES]);
  });

  it('400s an unknown type', async () => {
    const { headers } = await authHeader(t, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aggregates/update',
      headers,
      payload: { type: 'everything' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Type must be one of/);
  });
});

describe('number rules', () => {
  it('shortens with K and M and caps completeness ratios', () => {
    expect([shortNumber(999), shortNumber(1234), shortNumber(2_500_000), shortNumber(1000)]).toEqual([
      '999',
      '1.2K',
      '2.5M',
      '1K',
    ]);
    expect(
      completenessPercent({ cards: 1_600_000, sets: 2000, series: 10000, players: 7000, teams: 140 }),
    ).toBe(100);
    expect(completenessPercent({ cards: 400_000, sets: 0, series: 0, players: 0, teams: 0 })).toBe(10);
  });
});
