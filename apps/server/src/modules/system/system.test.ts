import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
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
