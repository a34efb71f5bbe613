import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPresent } from './cluster/cluster-processes';
import { rollingRestart, startCluster, type Cluster } from './cluster/cluster';
import { runLoad, sleep } from './cluster/cluster-load';
import { lostWrites, seedSite, siteMix, type Site } from './cluster/cluster-site';
import { postgresBinariesPresent, POSTGRES_BIN } from './cluster/postgres-servers';
import { checklistParts, zipOf } from './workbook-bombs';

/**
 * docs/deploy.md's site on loopback: a PostgreSQL primary and replica of the test's own, three API servers,
 * two workers and nginx with deploy/nginx.conf. Runs in the PostgreSQL suite (DATABASE_URL set) where nginx
 * and the PostgreSQL 15 binaries are installed.
 */
const skipped = !process.env.DATABASE_URL
  ? 'DATABASE_URL is unset (the PostgreSQL suite runs it)'
  : !postgresBinariesPresent()
    ? `no PostgreSQL binaries in ${POSTGRES_BIN}`
    : !nginxPresent()
      ? 'nginx is not installed (apt-get install nginx)'
      : null;
if (skipped) process.stderr.write(`cluster.test.ts skipped: ${skipped}\n`);

let cluster: Cluster;
let site: Site;
const api = (n: number) => cluster.apis[n]!.url!;

async function until<T>(check: () => Promise<T | null | false>, what: string, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

beforeAll(async () => {
  if (skipped) return;
  cluster = await startCluster({ env: { LOGIN_RATE_LIMIT: '5', API_RATE_LIMIT: '1000000' } });
  site = await seedSite(cluster.database, api(0), { releases: 3, cards: 60, collectors: 6 });
}, 600_000);
afterAll(async () => {
  await cluster?.stop();
}, 120_000);

describe.skipIf(skipped)(
  `a cluster: 3 API servers, 2 workers, PostgreSQL and a replica, nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  { timeout: 600_000 },
  () => {
    it('serves a photo uploaded through one server from the others', async () => {
      const collector = site.collectors[0]!;
      const added = await json<{ user_card_id: number }>(
        fetch(`${api(0)}/api/user/cards`, {
          method: 'POST',
          headers: { ...collector, 'content-type': 'application/json' },
          body: JSON.stringify({ card_id: site.cardIds[0] }),
        }),
      );
      const jpeg = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#2a6' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('photos', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg');
      const uploaded = await fetch(`${api(0)}/api/user/cards/${added.user_card_id}/photos`, {
        method: 'POST',
        headers: collector,
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const [photo] = (await json<{ photos: { photo_url: string; thumbnail_url: string }[] }>(uploaded))
        .photos;
      const bodies = [];
      for (const n of [1, 2]) {
        const served = await fetch(`${api(n)}${photo!.photo_url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/^image\//);
        bodies.push(Buffer.from(await served.arrayBuffer()));
        expect((await fetch(`${api(n)}${photo!.thumbnail_url}`)).status).toBe(200);
      }
      expect(bodies[0]!.length).toBeGreaterThan(100);
      expect(Buffer.compare(bodies[0]!, bodies[1]!)).toBe(0);
    });

    it('holds a limit reached on one server on the others', async () => {
      const attempt = (n: number) =>
        fetch(`${api(n % 3)}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#1aa' }),
        }).then((response) => response.status);
      const statuses = [];
      for (let n = 0; n < 7; n += 1) statuses.push(await attempt(n));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it('shows an edit made through one server on every server’s next read', async () => {
      const slug = site.playerSlugs[0]!;
      const page = (n: number) =>
        json<{ player: { player_id: number; nick_name: string | null } }>(
          fetch(`${api(n)}/api/players/by-slug/${slug}`),
        );
      const before = await Promise.all([0, 1, 2].map(page));
      expect(before.map((p) => p.player.nick_name)).toEqual([null, null, null]);
      const edit = await fetch(`${api(0)}/api/admin/players/${before[0]!.player.player_id}`, {
        method: 'PUT',
        headers: { ...site.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ nick_name: 'The Cluster' }),
      });
      expect(edit.status).toBe(200);
      const after = await Promise.all([0, 1, 2].map(page));
      expect(after.map((p) => p.player.nick_name)).toEqual(['The Cluster', 'The Cluster', 'The Cluster']);
    });

    it('runs each job once with two workers, and serves what a worker stored from any server', async () => {
      const setIds = (await cluster.database.db.execute<{ set_id: number }>(sql`select set_id from sets`))
        .rows;
      const queued = [];
      for (const [n, { set_id }] of setIds.entries())
        queued.push(
          await json<{ queue_id: number }>(
            fetch(`${api(n % 3)}/api/spreadsheet-generation/generate/${set_id}`, {
              method: 'POST',
              headers: site.admin,
            }),
          ),
        );
      const ids = queued.map((job) => job.queue_id);
      const done = await until(
        async () => {
          const rows = await cluster.database.db.execute<{
            status: string;
            attempt: number;
            locked_by: string;
          }>(
            sql`select status, attempt, locked_by from jobs where job_id = any(${`{${ids.join(',')}}`}::int[])`,
          );
          return rows.rows.every((row) => row.status === 'completed') && rows.rows;
        },
        'the spreadsheets',
        120_000,
      );
      expect(done.map((row) => row.attempt)).toEqual(ids.map(() => 1));
      for (const [n, { set_id }] of setIds.entries()) {
        const sheet = await fetch(`${api((n + 1) % 3)}/api/spreadsheet-generation/download/${set_id}`);
        expect(sheet.status).toBe(200);
        expect((await sheet.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    });

    it('hands the job of a worker killed mid-job to the other within 60 s; any server reads its progress', async () => {
      const files = ['One', 'Two', 'Three'].map((word) => `2026-Cluster-${word}-Checklist.xlsx`);
      const form = new FormData();
      for (const file of files) form.append('files', new Blob([await zipOf(checklistParts(3000))]), file);
      const previewed = await fetch(`${api(0)}/api/admin/ingestion/preview`, {
        method: 'POST',
        headers: site.admin,
        body: form,
      });
      expect(previewed.status).toBe(200);
      const { previews } = (await previewed.json()) as { previews: { uploadId: string; file: string }[] };
      // confirmed through another server: the uploads are in the shared storage
      const { jobId } = await json<{ jobId: number }>(
        fetch(`${api(1)}/api/admin/ingestion/jobs`, {
          method: 'POST',
          headers: { ...site.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ uploads: previews.map(({ uploadId, file }) => ({ uploadId, file })) }),
        }),
      );
      const view = (n: number) =>
        json<{ status: string; progress: number; reports: unknown[] }>(
          fetch(`${api(n)}/api/admin/ingestion/jobs/${jobId}`, { headers: site.admin }),
        );
      const holder = await until(
        async () => {
          const row = (
            await cluster.database.db.execute<{ locked_by: string | null; progress: number }>(
              sql`select locked_by, progress from jobs where job_id = ${jobId} and status = 'processing'`,
            )
          ).rows[0];
          return row?.locked_by && row.progress >= 1 ? row.locked_by : null;
        },
        'the first file of the job',
        180_000,
      );
      expect((await view(2)).progress).toBeGreaterThanOrEqual(1);
      const pid = Number(holder.split(':')[1]);
      const victim = cluster.workers.find((worker) => worker.pid() === pid)!;
      expect(victim).toBeDefined();
      await victim.stop('SIGKILL');
      const killedAt = Date.now();
      await until(
        async () => {
          const row = (
            await cluster.database.db.execute<{ attempt: number; status: string }>(
              sql`select attempt, status from jobs where job_id = ${jobId}`,
            )
          ).rows[0]!;
          return row.attempt >= 2 || row.status === 'completed';
        },
        'another worker to take the job over',
        90_000,
      );
      const resumedMs = Date.now() - killedAt;
      process.stderr.write(
        `cluster: the killed worker's job resumed after ${(resumedMs / 1000).toFixed(1)} s\n`,
      );
      expect(resumedMs).toBeLessThanOrEqual(60_000);
      const finished = await until(
        async () => {
          const job = await view(1);
          return job.status === 'completed' && job;
        },
        'the job to finish',
        300_000,
      );
      expect(finished.reports).toHaveLength(3);
      await victim.start();
    });

    it('keeps working when one API server is killed under load, losing no answered write', async () => {
      const killed = (async () => {
        await sleep(4000);
        await cluster.apis[1]!.stop('SIGKILL');
        await sleep(6000);
      })();
      const outcome = await runLoad(cluster.nginx.url, 10, siteMix(site), killed);
      process.stderr.write(
        `cluster: kill -9 under load: ${JSON.stringify({ ...outcome, madeIds: undefined })}\n`,
      );
      expect(outcome.requests).toBeGreaterThan(50);
      // only what was in flight on the killed server may fail
      expect(outcome.failures).toBeLessThanOrEqual(Math.max(3, outcome.requests * 0.01));
      expect(await lostWrites(cluster.database, outcome.madeIds)).toBe(0);
      await cluster.apis[1]!.start();
    });

    it('restarts every API server in turn under load without a failed request or a lost write', async () => {
      const outcome = await runLoad(
        cluster.nginx.url,
        10,
        siteMix(site),
        rollingRestart(cluster.apis, cluster.nginx),
      );
      process.stderr.write(
        `cluster: rolling restart under load: ${JSON.stringify({ ...outcome, madeIds: undefined })}\n`,
      );
      expect(outcome.failureSamples).toEqual([]);
      expect(outcome.failures).toBe(0);
      expect(await lostWrites(cluster.database, outcome.madeIds)).toBe(0);
    });

    it('starts a server and a worker while the primary is down, and serves once it is back', async () => {
      const server = cluster.apis[2]!;
      const worker = cluster.workers[1]!;
      await Promise.all([server.stop('SIGTERM'), worker.stop('SIGTERM')]);
      cluster.primary.stop('fast');
      const starting = Promise.all([server.start(), worker.start()]);
      await sleep(5000);
      // waiting for the database, not exited (systemd would restart an exited one until it gave up on it)
      expect([server.running(), worker.running()]).toEqual([true, true]);
      cluster.primary.start();
      await starting;
      expect(server.output()).toMatch(/The database cannot be reached/);
      expect(worker.output()).toMatch(/The database cannot be reached/);
      const answer = await fetch(`${api(2)}/api/players-list?limit=5`);
      expect(answer.status).toBe(200);
    });
  },
);
