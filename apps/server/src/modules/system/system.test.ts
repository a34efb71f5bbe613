import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_QUEUE_DELAY_MS, systemStatusSchema } from '@cardbinder/shared';
import { jobs } from '@/db/schema';
import { createCatalogue, sampleChecklist } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('server basics', () => {
  it('GET /health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { connected: true } });
  });

  it('GET /api/database-stats counts cards, players and teams', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/database-stats' });
    expect(response.json()).toEqual({ cards: 0, players: 0, teams: 0 });
    // kept between requests, and counted again once the catalogue changes
    await t.database.pool.query(
      `insert into players (first_name, last_name, slug, name_key) values ('Ann', 'Counted', 'ann-counted', 'ann counted')`,
    );
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/database-stats',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ cards: 0, players: 1, teams: 0 });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    // spec 2 §7 Profile and Notifications
    for (const [path, method] of [
      ['/api/profile/user/{username}', 'get'],
      ['/api/profile/update', 'put'],
      ['/api/profile/change-password', 'put'],
      ['/api/profile/favorite-cards', 'post'],
      ['/api/profile/favorite-cards/{favorite_id}', 'delete'],
      ['/api/profile/collection-cards', 'get'],
      ['/api/notifications/unread-count', 'get'],
      ['/api/notifications/{id}/read', 'put'],
      ['/api/notifications/clear-read', 'delete'],
    ])
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
  });

  it('sends a strict Content-Security-Policy, security headers and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown API routes with the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Route GET /api/nothing-here not found' });
  });
});

describe('roles on /api/admin', () => {
  it.each(['/api/admin/users', '/api/admin/dashboard', '/api/admin/anything/at/all'])(
    '%s: 401 without a token, 403 for a user, past the guard for an admin',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const user = await authHeader(t, 'user');
      const denied = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toBe('This requires the data_admin role');
      const admin = await authHeader(t, 'admin');
      expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).not.toBe(403);
    },
  );

  it('applies to every method', async () => {
    const user = await authHeader(t, 'user');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/sets/1', headers: user.headers });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/status (public System Status)', () => {
  // the sign-ins above queue achievement evaluations; these tests decide what the queue holds
  beforeEach(async () => {
    await t.database.db.delete(jobs);
  });

  it('reports each part without internal details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = systemStatusSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      status: 'operational',
      api: { status: 'operational' },
      database: { status: 'operational' },
      jobs: { status: 'operational', waiting: 0 },
      catalogue_updated_at: null,
    });
    expect(response.body).not.toMatch(/embedded|postgres|version|uptime/);
  });

  it('says the job queue is behind when a due job waits longer than allowed', async () => {
    await t.database.db.insert(jobs).values({
      type: 'status-test',
      runAfter: new Date(Date.now() - JOB_QUEUE_DELAY_MS - 60_000),
    });
    const body = (await t.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(body).toMatchObject({ status: 'degraded', jobs: { status: 'degraded', waiting: 1 } });
    await t.database.db.delete(jobs).where(eq(jobs.type, 'status-test'));
  });

  it('dates the catalogue by its newest set or series', async () => {
    await createCatalogue(t.database, sampleChecklist({ name: 'Status Test Set', year: 2024, baseCards: 2 }));
    const body = (await t.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(Date.now() - Date.parse(body.catalogue_updated_at)).toBeLessThan(60_000);
  });
});

describe('the API rate limit', () => {
  it('limits API calls per client but never the app’s own files and health check', async () => {
    const limited = await createTestApp({ apiRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/database-stats' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 5; i += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the readiness probe', () => {
  it('answers ready while the server takes work, and 503 from the moment it starts draining', async () => {
    const draining = await createTestApp();
    try {
      const ready = await draining.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, replica: 'none' });
      draining.app.ctx.services.status.startDraining();
      const leaving = await draining.app.inject({ method: 'GET', url: '/ready' });
      expect(leaving.statusCode).toBe(503);
      expect(leaving.json()).toMatchObject({ message: 'This server is shutting down.' });
      // the liveness check still answers: the process is fine, it only takes no new work
      expect((await draining.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
