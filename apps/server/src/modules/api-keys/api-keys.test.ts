import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_MESSAGES } from '@cardbinder/shared';
import { apiKeys, userCards } from '@/db/schema';
import { sha256 } from '@/lib/hash';
import { createCollector } from '@/test/collection-factory';
import { createSiblingApp, type TestApp } from '@/test/test-app';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';

setUpCollectionApp();

const createKey = async (who: Collector, scopes: string[], rate?: number) => {
  const response = await who.call('POST', '/api/api-keys', {
    name: `key ${scopes.join(' ')}`,
    scopes,
    ...(rate ? { rate_limit_per_minute: rate } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: { id: number }; secret: string }>();
};
const withKey = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

describe('managing keys', () => {
  it.each([
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys'],
    ['DELETE', '/api/api-keys/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('shows the key once and keeps only its hash', async () => {
    const me = await createCollector(t);
    const { key, secret } = await createKey(me, ['catalogue:read']);
    expect(secret).toMatch(/^cbk_[\w-]{30,}$/);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.apiKeyId, key.id));
    expect(row!.keyHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await me.call('GET', '/api/api-keys');
    expect(list.body).not.toContain(secret);
    expect(list.json().keys).toEqual([
      expect.objectContaining({
        id: key.id,
        scopes: ['catalogue:read'],
        rate_limit_per_minute: 60,
        last_used_at: null,
      }),
    ]);
  });

  it('refuses a key without scopes, and another user’s key', async () => {
    const me = await createCollector(t);
    const bad = await me.call('POST', '/api/api-keys', { name: 'x', scopes: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(API_KEY_MESSAGES.scopesRequired);
    const other = await createCollector(t);
    const { key } = await createKey(other, ['catalogue:read']);
    expect((await me.call('DELETE', `/api/api-keys/${key.id}`)).statusCode).toBe(404);
  });
});

describe('calling with a key', () => {
  it('answers within the key’s scopes only, and records the last use', async () => {
    const me = await createCollector(t);
    const reader = await createKey(me, ['catalogue:read', 'collection:read']);
    const writer = await createKey(me, ['collection:write']);

    expect((await withKey(reader.secret, 'GET', '/api/sets-list')).statusCode).toBe(200);
    expect((await withKey(reader.secret, 'GET', '/api/user/collection/stats')).statusCode).toBe(200);
    const denied = await withKey(reader.secret, 'POST', '/api/user/cards', { card_id: cat.card['Base/1'] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(API_KEY_MESSAGES.missingScope('collection:write'));
    expect(await t.database.db.select().from(userCards).where(eq(userCards.userId, me.user.userId))).toEqual(
      [],
    );

    const added = await withKey(writer.secret, 'POST', '/api/user/cards', { card_id: cat.card['Base/1'] });
    expect(added.statusCode, added.body).toBe(201);
    const rows = await t.database.db.select().from(userCards).where(eq(userCards.userId, me.user.userId));
    expect(rows.map((row) => row.cardId)).toEqual([cat.card['Base/1']]);
    expect((await withKey(writer.secret, 'GET', '/api/user/collection/stats')).statusCode).toBe(403);

    const [used] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.apiKeyId, reader.key.id));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('never opens a call without a scope: keys, profile, admin', async () => {
    const me = await createCollector(t);
    const { secret } = await createKey(me, ['catalogue:read', 'collection:read', 'collection:write']);
    for (const [method, url] of [
      ['POST', '/api/api-keys'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/profile'],
      ['GET', '/api/admin/users'],
    ] as const) {
      const response = await withKey(
        secret,
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: ['catalogue:read'] } : undefined,
      );
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(API_KEY_MESSAGES.outOfScope);
    }
  });

  it('refuses an unknown key and a revoked one at once, on every server', async () => {
    const me = await createCollector(t);
    const { key, secret } = await createKey(me, ['collection:read']);
    const sibling = await createSiblingApp(t);
    try {
      const url = '/api/user/collection/stats';
      const call = (app: TestApp) =>
        app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
      expect((await call(sibling)).statusCode).toBe(200);
      expect((await me.call('DELETE', `/api/api-keys/${key.id}`)).json().key.revoked_at).toEqual(
        expect.any(String),
      );
      for (const app of [t, sibling]) {
        const refused = await call(app);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe(API_KEY_MESSAGES.invalidKey);
      }
      expect((await withKey('cbk_not-a-real-key', 'GET', '/api/sets-list')).statusCode).toBe(401);
    } finally {
      await sibling.close();
    }
  });

  it('counts each key against its own limit', async () => {
    const me = await createCollector(t);
    const limited = await createKey(me, ['catalogue:read'], 10);
    const other = await createKey(me, ['catalogue:read'], 10);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await withKey(limited.secret, 'GET', '/api/sets/years')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const last = await withKey(limited.secret, 'GET', '/api/sets/years');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect((await withKey(other.secret, 'GET', '/api/sets/years')).statusCode).toBe(200);
  });
});
