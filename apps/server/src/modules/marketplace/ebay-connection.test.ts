import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_MESSAGES, EBAY_RETURN_ERROR_FALLBACK, EBAY_RETURN_ERRORS } from '@cardbinder/shared';
import { marketplaceAccounts } from '@/db/schema';
import { authHeader, type TestApp } from '@/test/test-app';
import type { EbayStandIn } from './stand-in/ebay-stand-in';
import { createTestAppWithStandIn } from './stand-in/test-app-with-stand-in';
import { decryptToken } from './token-crypto';

const TOKEN_KEY = randomBytes(32);
const EBAY = { clientId: 'test-client', clientSecret: 'test-client-secret', ruName: 'test-ru-name' };
const JWT_SECRET = new TextEncoder().encode('test-secret-'.padEnd(40, 'x'));

let t: TestApp;
let standIn: EbayStandIn;
type Headers = { authorization: string };

beforeAll(async () => {
  ({ t, standIn } = await createTestAppWithStandIn(EBAY, TOKEN_KEY));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const call = (
  headers: Headers | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

async function initiate(headers: Headers): Promise<string> {
  const response = await call(headers, 'POST', '/api/ebay/auth/initiate');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ authUrl: string }>().authUrl;
}

/** The browser on the stand-in's consent page: it answers with eBay's redirect back to CardBinder. */
async function consent(authUrl: string, decision: 'agree' | 'decline', username = 'card_buyer') {
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Agree');
  const state = new URL(authUrl).searchParams.get('state')!;
  const answer = await fetch(`${standIn.url}/oauth2/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ state, decision, username }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!).searchParams;
}

async function connect(headers: Headers, username = 'card_buyer') {
  const back = await consent(await initiate(headers), 'agree', username);
  return call(headers, 'POST', '/api/ebay/auth/complete', {
    code: back.get('code'),
    state: back.get('state'),
  });
}

describe('eBay connection', () => {
  it('answers 401 to anonymous callers on every call, and status 401 (not an error) when not connected', async () => {
    for (const [method, url] of [
      ['GET', '/api/ebay/auth/status'],
      ['POST', '/api/ebay/auth/initiate'],
      ['POST', '/api/ebay/auth/refresh'],
      ['DELETE', '/api/ebay/auth/disconnect'],
    ] as const)
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    const { headers } = await authHeader(t);
    const status = await call(headers, 'GET', '/api/ebay/auth/status');
    expect(status.statusCode).toBe(401);
    expect(status.json()).toMatchObject({ message: EBAY_MESSAGES.notConnected });
  });

  it('connects through the consent page, storing the tokens encrypted and showing them nowhere', async () => {
    const { user, headers } = await authHeader(t);
    const authUrl = await initiate(headers);
    const address = new URL(authUrl);
    expect(address.origin).toBe(standIn.url);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      client_id: EBAY.clientId,
      redirect_uri: EBAY.ruName,
      response_type: 'code',
    });
    const back = await consent(authUrl, 'agree', 'vintage_buyer');
    const done = await call(headers, 'POST', '/api/ebay/auth/complete', {
      code: back.get('code'),
      state: back.get('state'),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, account: { username: 'vintage_buyer' } });
    const status = await call(headers, 'GET', '/api/ebay/auth/status');
    expect(status.json()).toMatchObject({ connected: true, account: { username: 'vintage_buyer' } });

    const [row] = await t.database.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.userId, user.userId));
    expect(row!.accessTokenEnc).not.toContain('access');
    expect(decryptToken(TOKEN_KEY, row!.accessTokenEnc!)).toMatch(/^v\^1\.1#access-/);
    expect(decryptToken(TOKEN_KEY, row!.refreshTokenEnc!)).toMatch(/^v\^1\.1#refresh-/);
    for (const body of [done.body, status.body]) expect(body).not.toMatch(/v\^1\.1#|_enc|token/i);
    expect(() => decryptToken(randomBytes(32), row!.accessTokenEnc!)).toThrow();
  });

  it('spends a state once: a replayed return links nothing', async () => {
    const { headers } = await authHeader(t);
    const back = await consent(await initiate(headers), 'agree');
    const payload = { code: back.get('code'), state: back.get('state') };
    expect((await call(headers, 'POST', '/api/ebay/auth/complete', payload)).statusCode).toBe(200);
    const replay = await call(headers, 'POST', '/api/ebay/auth/complete', payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: EBAY_RETURN_ERROR_FALLBACK });
  });

  it("refuses another user's state, and leaves it usable by its own user", async () => {
    const owner = await authHeader(t);
    const other = await authHeader(t);
    const back = await consent(await initiate(owner.headers), 'agree');
    const payload = { code: back.get('code'), state: back.get('state') };
    const stolen = await call(other.headers, 'POST', '/api/ebay/auth/complete', payload);
    expect(stolen.statusCode).toBe(400);
    expect((await call(other.headers, 'GET', '/api/ebay/auth/status')).statusCode).toBe(401);
    expect((await call(owner.headers, 'POST', '/api/ebay/auth/complete', payload)).statusCode).toBe(200);
  });

  it('refuses a forged or expired state', async () => {
    const { user, headers } = await authHeader(t);
    const back = await consent(await initiate(headers), 'agree');
    const sign = (secret: Uint8Array, expires: number) =>
      new SignJWT({ nonce: 'made-up' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.userId))
        .setAudience('cardbinder:ebay-oauth-state')
        .setExpirationTime(expires)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const forged = await call(headers, 'POST', '/api/ebay/auth/complete', {
      code: back.get('code'),
      state: await sign(randomBytes(32), now + 600),
    });
    expect(forged.json()).toMatchObject({ message: EBAY_RETURN_ERROR_FALLBACK });
    const unknownNonce = await call(headers, 'POST', '/api/ebay/auth/complete', {
      code: back.get('code'),
      state: await sign(JWT_SECRET, now + 600),
    });
    expect(unknownNonce.json()).toMatchObject({ message: EBAY_RETURN_ERROR_FALLBACK });
    const expired = await call(headers, 'POST', '/api/ebay/auth/complete', {
      code: back.get('code'),
      state: await sign(JWT_SECRET, now - 5),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      message: EBAY_RETURN_ERRORS.expired_state,
    });
    expect((await call(headers, 'GET', '/api/ebay/auth/status')).statusCode).toBe(401);
  });

  it('answers missing parameters with the spec message, and a declined consent returns access_denied', async () => {
    const { headers } = await authHeader(t);
    const missing = await call(headers, 'POST', '/api/ebay/auth/complete', { state: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(EBAY_RETURN_ERRORS.missing_parameters);
    const back = await consent(await initiate(headers), 'decline');
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
  });

  it('refreshes, marks the account when eBay revokes it, and disconnects keeping nothing', async () => {
    const { user, headers } = await authHeader(t);
    expect((await connect(headers, 'revoked_buyer')).statusCode).toBe(200);
    const refreshed = await call(headers, 'POST', '/api/ebay/auth/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);

    standIn.revoke('revoked_buyer');
    const refused = await call(headers, 'POST', '/api/ebay/auth/refresh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: EBAY_MESSAGES.reconnectNeeded });
    const status = await call(headers, 'GET', '/api/ebay/auth/status');
    expect(status.json()).toMatchObject({ account: { needs_reconnect: true } });

    expect((await call(headers, 'DELETE', '/api/ebay/auth/disconnect')).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/api/ebay/auth/status')).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.userId, user.userId));
    expect(rows).toEqual([]);
    expect((await call(headers, 'DELETE', '/api/ebay/auth/disconnect')).statusCode).toBe(401);
  });
});
