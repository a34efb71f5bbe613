import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { marketplacePurchases } from '@/db/schema';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

const base = loadConfig({ ...process.env, DATA_DIR: '/tmp/cardbinder-test' });
let local: TestApp;
let production: TestApp;

beforeAll(async () => {
  local = await createTestApp({ ebay: { ...base.ebay, provider: 'local', devTools: true } });
  production = await createTestApp({
    ebay: { ...base.ebay, provider: 'ebay', devTools: false, authBaseUrl: 'https://auth.ebay.com' },
  });
});
afterAll(async () => {
  await local.close();
  await production.close();
});

describe('eBay DEV TOOLS', () => {
  it('are not mounted in a production configuration', async () => {
    const { headers } = await authHeader(production);
    for (const [method, url] of [
      ['GET', '/api/ebay/test/connection'],
      ['POST', '/api/ebay/test/mock-sync'],
      ['POST', '/api/ebay/test/smart-sync'],
      ['DELETE', '/api/ebay/test/clear-data'],
    ] as const)
      expect((await production.app.inject({ method, url, headers, payload: {} })).statusCode).toBe(404);
    const docs = await production.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.body).not.toContain('/api/ebay/test/');
  });

  it('need sign-in, validate the scenario and act on the caller only', async () => {
    expect((await local.app.inject({ method: 'GET', url: '/api/ebay/test/connection' })).statusCode).toBe(
      401,
    );
    const me = await authHeader(local);
    const other = await authHeader(local);
    const bad = await local.app.inject({
      method: 'POST',
      url: '/api/ebay/test/mock-sync',
      headers: me.headers,
      payload: { scenario: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Scenario must be sports_cards_only or mixed_realistic');

    for (const user of [me, other]) {
      const mock = await local.app.inject({
        method: 'POST',
        url: '/api/ebay/test/mock-sync',
        headers: user.headers,
        payload: { scenario: 'mixed_realistic' },
      });
      expect(mock.statusCode, mock.body).toBe(200);
      // an empty catalogue matches no card, but every line is stored and the sports cards detected
      expect(mock.json()).toMatchObject({
        stats: { newPurchases: 9 },
        automaticProcessing: { totalCardsDetected: 6 },
      });
    }
    const connection = await local.app.inject({
      method: 'GET',
      url: '/api/ebay/test/connection',
      headers: me.headers,
    });
    expect(connection.json()).toEqual({ success: false, recommendation: 'Connect your eBay account first.' });

    const cleared = await local.app.inject({
      method: 'DELETE',
      url: '/api/ebay/test/clear-data',
      headers: me.headers,
    });
    expect(cleared.statusCode).toBe(200);
    const rows = (userId: number) =>
      local.database.db.select().from(marketplacePurchases).where(eq(marketplacePurchases.userId, userId));
    expect(await rows(me.user.userId)).toHaveLength(0);
    expect(await rows(other.user.userId)).toHaveLength(9);
  });
});
