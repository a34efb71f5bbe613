import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The root package.json's `overrides` give @fastify/static content-disposition 2 and light-my-request cookie 1,
 * the last majors that support Node 20 (the ones they ask for need Node 22). These are the calls each makes of
 * its overridden package: they fail if an override pins a version without them.
 */
describe('the Node 20 versions pinned under @fastify/static and fastify.inject', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-overrides-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('name a downloaded file in Content-Disposition, its non-ASCII name encoded', async () => {
    writeFileSync(path.join(root, 'Topps Série 1.csv'), 'number,player\n1,Mike Trout\n');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/download', (_request, reply) => reply.download('Topps Série 1.csv'));
    const response = await app.inject({ method: 'GET', url: '/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Topps S?rie 1.csv"; filename*=UTF-8''Topps%20S%C3%A9rie%201.csv`,
    );
    expect(response.body).toContain('Mike Trout');
    await app.close();
  });

  it('send the cookies an injected request carries, values encoded', async () => {
    const app = Fastify();
    app.get('/cookies', (request) => ({ cookie: request.headers.cookie }));
    const response = await app.inject({
      method: 'GET',
      url: '/cookies',
      cookies: { session: 'a b', theme: 'dark' },
    });
    expect(response.json()).toEqual({ cookie: 'session=a%20b; theme=dark' });
    await app.close();
  });
});
