import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema';
import { createSiblingApp, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '@/test/test-app';

/**
 * Two servers of one site on one database (on PostgreSQL each with its own connections): a client's requests
 * count once towards each limit whichever server answers them.
 */
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await createTestApp({ limitCounters: 'postgres', loginRateLimit: 3, apiRateLimit: 5 });
  two = await createSiblingApp(one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const login = (server: TestApp, ip: string, email = 'nobody@example.com', password = 'Wrong#1aa') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });
const browse = (server: TestApp, ip: string) =>
  server.app.inject({ method: 'GET', url: '/api/players-list?limit=1', remoteAddress: ip });

describe('limits shared by the servers of a cluster', () => {
  it('counts sign-ins on both servers towards one per-minute limit', async () => {
    const ip = '203.0.113.41';
    expect([(await login(one, ip)).statusCode, (await login(two, ip)).statusCode]).toEqual([401, 401]);
    expect((await login(one, ip)).statusCode).toBe(401);
    expect((await login(two, ip)).statusCode).toBe(429);
    expect((await login(one, ip)).statusCode).toBe(429);
    // another client still has its own count
    expect((await login(two, '203.0.113.42')).statusCode).toBe(401);
  });

  it('counts API requests on both servers towards one per-minute limit, with the same time left', async () => {
    const ip = '203.0.113.43';
    const statuses = [];
    for (const server of [one, two, one, two, one, two, one])
      statuses.push((await browse(server, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await browse(two, ip);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('locks a guessing client out of an account on every server', async () => {
    const user = await createUser(one.database);
    const attacker = '203.0.113.44';
    const relaxed = { loginRateLimit: 1000 };
    const [a, b] = [await createSiblingApp(one, relaxed), await createSiblingApp(one, relaxed)];
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await login(i % 2 ? a : b, attacker, user.email, `Wrong#${i}aa`)).statusCode).toBe(401);
      expect((await login(a, attacker, user.email, TEST_PASSWORD)).statusCode).toBe(423);
      expect((await login(b, attacker, user.email, TEST_PASSWORD)).statusCode).toBe(423);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('sends at most 3 reset mails an hour to one address, asked through either server', async () => {
    const user = await createUser(one.database);
    for (let i = 0; i < 6; i += 1) {
      const response = await (i % 2 ? one : two).app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `198.51.100.${60 + i}`,
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
    }
    const mails = await one.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(3);
  });
});
