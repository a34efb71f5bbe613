import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPresent, startNginx, type Nginx } from './cluster/cluster-processes';
import { freePort } from './cluster/postgres-servers';

/**
 * deploy/nginx.conf in front of two servers of different releases, as in the middle of an upgrade one server at a
 * time: each has its own release's page files only.
 */
const skipped = nginxPresent() ? null : 'nginx is not installed (apt-get install nginx)';

interface Release {
  server: http.Server;
  port: number;
  hits: string[];
}

async function release(file: string): Promise<Release> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url!);
    if (request.url === `/assets/${file}`) return response.end(`// ${file}`);
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

let previous: Release;
let next: Release;
let nginx: Nginx;
let folder = '';
beforeAll(async () => {
  if (skipped) return;
  previous = await release('index-old.js');
  next = await release('index-new.js');
  folder = mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  nginx = await startNginx(folder, await freePort(), [previous.port, next.port]);
});
afterAll(async () => {
  await nginx?.stop();
  previous?.server.close();
  next?.server.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(skipped)(
  `deploy/nginx.conf during an upgrade${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    it('serves both releases’ page files whichever server a request reaches first', async () => {
      for (const file of ['index-old.js', 'index-new.js'])
        for (let n = 0; n < 10; n += 1) {
          const answer = await fetch(`${nginx.url}/assets/${file}`);
          expect(answer.status).toBe(200);
          expect(await answer.text()).toBe(`// ${file}`);
        }
      // both servers were asked first at times, so each answered 404 for the other release's file
      expect(previous.hits).toContain('/assets/index-new.js');
      expect(next.hits).toContain('/assets/index-old.js');
    });

    it('answers 404 for a file no server has, and an API 404 from the one server asked', async () => {
      expect((await fetch(`${nginx.url}/assets/missing.js`)).status).toBe(404);
      const before = previous.hits.length + next.hits.length;
      for (let n = 0; n < 6; n += 1) expect((await fetch(`${nginx.url}/api/cards/999999`)).status).toBe(404);
      expect(previous.hits.length + next.hits.length - before).toBe(6);
      // the 404s put neither server aside
      expect(previous.hits.filter((hit) => hit.startsWith('/api/')).length).toBeGreaterThan(0);
      expect(next.hits.filter((hit) => hit.startsWith('/api/')).length).toBeGreaterThan(0);
    });
  },
);
