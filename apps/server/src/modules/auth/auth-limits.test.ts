import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cardbinder/shared';
import { parseTrustProxy } from '@/config';
import { mailOutbox } from '@/db/schema';
import { clientKey } from '@/lib/client-address';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '@/test/test-app';

let t: TestApp;
let proxied: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  [t, proxied, relaxed] = await Promise.all([
    createTestApp({ loginRateLimit: 3 }),
    // behind a proxy on 10.0.0.1: only its X-Forwarded-For names the client
    createTestApp({ loginRateLimit: 3, trustProxy: ['10.0.0.1'] }),
    createTestApp({ loginRateLimit: 100 }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close(), relaxed.close()]);
});

const login = (
  app: TestApp,
  email: string,
  password: string,
  from: { ip?: string; forwarded?: string } = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.ip ?? '203.0.113.9',
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
    payload: { email, password },
  });

describe('sign-in rate limit', () => {
  it('answers 429 with the error body once the per-minute limit is used', async () => {
    const from = { ip: '203.0.113.1' };
    for (let i = 0; i < 3; i += 1)
      expect((await login(t, 'someone@example.com', 'Whatever1!', from)).statusCode).toBe(401);
    const limited = await login(t, 'someone@example.com', 'Whatever1!', from);
    expect(limited.statusCode).toBe(429);
    // the wait left of the minute the first attempt opened ("1 minute", or "59 seconds" on a slow machine)
    expect(limited.json().error).toMatch(
      /^Too many requests, please try again in (1 minute|[1-5]?\d seconds)\./,
    );
  });

  it('cannot be escaped with a forged X-Forwarded-For when no proxy is configured', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const forwarded = `198.51.100.${i}`;
      statuses.push(
        (await login(t, 'someone@example.com', 'Whatever1!', { ip: '203.0.113.2', forwarded })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts each client behind a configured proxy by its forwarded address', async () => {
    const viaProxy = (client: string) =>
      login(proxied, 'someone@example.com', 'Whatever1!', { ip: '10.0.0.1', forwarded: client });
    for (let i = 0; i < 3; i += 1) await viaProxy('198.51.100.20');
    expect((await viaProxy('198.51.100.20')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.21')).statusCode).toBe(401);
    // a client that is not the proxy cannot claim another address
    for (let i = 0; i < 3; i += 1)
      await login(proxied, 'someone@example.com', 'x', {
        ip: '203.0.113.3',
        forwarded: `198.51.100.${30 + i}`,
      });
    expect(
      (await login(proxied, 'x@example.com', 'x', { ip: '203.0.113.3', forwarded: '198.51.100.99' }))
        .statusCode,
    ).toBe(429);
  });

  it('refuses a TRUST_PROXY that would trust everyone', () => {
    expect(() => parseTrustProxy('true')).toThrow(/name the proxy/);
    expect(() => parseTrustProxy('10.0.0.1, *')).toThrow(/name the proxy/);
    expect(parseTrustProxy(' 10.0.0.1 , loopback ')).toEqual(['10.0.0.1', 'loopback']);
    expect(parseTrustProxy(undefined)).toEqual([]);
  });
});

describe('account lock', () => {
  it('locks out the guessing client only; the owner elsewhere still signs in', async () => {
    const app = relaxed;
    const user = await createUser(app.database);
    const attacker = { ip: '203.0.113.66' };
    for (let i = 0; i < 5; i += 1)
      expect((await login(app, user.email, `Wrong#${i}aa`, attacker)).statusCode).toBe(401);
    const locked = await login(app, user.email, TEST_PASSWORD, attacker);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toBe(AUTH_MESSAGES.locked);
    // forging the forwarded address does not lift the lock either
    expect(
      (await login(app, user.email, TEST_PASSWORD, { ...attacker, forwarded: '192.0.2.1' })).statusCode,
    ).toBe(423);

    expect((await login(app, user.email, TEST_PASSWORD, { ip: '198.51.100.8' })).statusCode).toBe(200);
    // and the owner's success does not unlock the attacker
    expect((await login(app, user.email, TEST_PASSWORD, attacker)).statusCode).toBe(423);
  });

  it('treats a whole IPv6 /64 as one client', async () => {
    const app = relaxed;
    const user = await createUser(app.database);
    for (let i = 1; i <= 5; i += 1) await login(app, user.email, 'Wrong#1aa', { ip: `2001:db8:5:6::${i}` });
    expect((await login(app, user.email, TEST_PASSWORD, { ip: '2001:db8:5:6::99' })).statusCode).toBe(423);
    expect((await login(app, user.email, TEST_PASSWORD, { ip: '2001:db8:5:7::1' })).statusCode).toBe(200);
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('mail per address', () => {
  const mailsTo = async (app: TestApp, address: string) =>
    (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).length;

  it('sends at most 3 reset mails an hour to one address, answering the same every time', async () => {
    const app = relaxed;
    const user = await createUser(app.database);
    const answers = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `198.51.100.${i}`,
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(app, user.email)).toBe(3);

    // parallel requests cannot slip past the count either
    const other = await createUser(app.database);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: other.email },
        }),
      ),
    );
    expect(await mailsTo(app, other.email)).toBe(3);
  });

  it('limits verification mails to an address the same way', async () => {
    const app = relaxed;
    const user = await createUser(app.database, { isVerified: false });
    for (let i = 0; i < 5; i += 1)
      await app.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: user.email },
      });
    expect(await mailsTo(app, user.email)).toBe(3);
  });
});
