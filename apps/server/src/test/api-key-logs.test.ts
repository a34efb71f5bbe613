import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server';
import { createCollector } from './collection-factory';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('never write a key', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: t.app.ctx.config,
      database: t.database,
      logger: { level: 'trace', stream: sink, redact: ['req.headers.authorization'] },
      webDist: '/nonexistent',
    });
    try {
      const me = await createCollector(t);
      const created = await app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: me.headers,
        payload: { name: 'logged', scopes: ['catalogue:read'] },
      });
      const { secret } = created.json<{ secret: string }>();
      await app.inject({
        method: 'GET',
        url: '/api/sets-list',
        headers: { authorization: `Bearer ${secret}` },
      });
      await app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(logged.length).toBeGreaterThan(0);
      expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
