import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLocations } from '@/db/schema';
import { ingestChecklist } from '@/modules/ingestion';
import type { ChecklistImport } from '@/modules/ingestion';
import {
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '@/test/server-process';
import { createUser, TEST_PASSWORD } from '@/test/test-app';
import { checklistParts, zipOf } from '@/test/workbook-bombs';
import { testEvents } from '@/test/test-events';

/**
 * kill -9 of a real server process in the middle of writes, then a restart on the same data: every write is
 * whole or absent, and a job that was running finishes once.
 */
let database: ProcessDatabase;
let server: ServerProcess | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-crash-'));
const users = { admin: '', collector: '' };
let locationId = 0;
const BULK_SERIES = ['Base', 'Chrome', 'Refractor'];
const BULK_CARDS = 3000;

const bulkChecklist = (): ChecklistImport => ({
  set: { name: 'Crash Bulk', year: 2024 },
  series: BULK_SERIES.map((name, index) => ({
    name,
    isBase: index === 0,
    cards: Array.from({ length: BULK_CARDS }, (_, n) => ({
      cardNumber: String(n + 1),
      players: [{ firstName: 'Bulk', lastName: `Player${n + 1}` }],
    })),
  })),
});

beforeAll(async () => {
  database = await createProcessDatabase(dataDir);
  const setup = await database.open();
  try {
    const admin = await createUser(setup, { role: 'admin' });
    const collector = await createUser(setup);
    users.admin = admin.email;
    users.collector = collector.email;
    const [location] = await setup.db
      .insert(userLocations)
      .values({ userId: collector.userId, location: 'Binder' })
      .returning();
    locationId = location!.userLocationId;
    await ingestChecklist(setup.db, bulkChecklist(), testEvents);
  } finally {
    await setup.close();
  }
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Reads from the database while the server runs (single statements, as a second process may). */
async function query<T extends Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const attached = await database.open({ attach: true });
  try {
    return (await attached.db.execute<T>(statement)).rows as T[];
  } finally {
    await attached.close();
  }
}

async function waitFor<T>(check: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}\n${server?.output() ?? ''}`);
}

// each test starts, kills and restarts real server processes (up to 90 s each) and waits up to 300 s for the job:
// how soon a job resumes is the cluster test's and the bench's; here, that it resumes and finishes once
describe('kill -9 of the server', { timeout: 600_000 }, () => {
  it('during an ingestion job: after a restart the job goes on and finishes once, each file ingested once', async () => {
    server = await startServerProcess(database);
    const admin = await signIn(server.url, users.admin);
    const files = ['One', 'Two', 'Three'].map((word) => `2025-Crash-${word}-Checklist.xlsx`);
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([await zipOf(checklistParts(4000))]), file);
    const previewed = await fetch(`${server.url}/api/admin/ingestion/preview`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(previewed.status).toBe(200);
    const { previews } = (await previewed.json()) as { previews: { uploadId: string; file: string }[] };
    const started = await fetch(`${server.url}/api/admin/ingestion/jobs`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ uploads: previews.map(({ uploadId, file }) => ({ uploadId, file })) }),
    });
    const { jobId } = (await started.json()) as { jobId: number };
    const job = async (url: string, headers: Record<string, string>) =>
      (await (await fetch(`${url}/api/admin/ingestion/jobs/${jobId}`, { headers })).json()) as {
        status: string;
        progress: number;
        reports: { file: string; cardsCreated: number }[];
        failures: unknown[];
      };

    // killed once the first file has committed and the next one is being written
    const url = server.url;
    await waitFor(
      async () => ((await job(url, admin)).progress >= 1 ? true : null),
      120_000,
      'the first file',
    );
    await server.kill('SIGKILL');

    server = await startServerProcess(database);
    const again = await signIn(server.url, users.admin);
    const restartedUrl = server.url;
    const finished = await waitFor(
      async () => {
        const current = await job(restartedUrl, again);
        return current.status === 'completed' || current.status === 'failed' ? current : null;
      },
      300_000,
      'the job to finish',
    );
    expect(finished).toMatchObject({ status: 'completed', failures: [], progress: 3 });
    expect(finished.reports.map((report) => report.file)).toEqual(files);
    const [row] = await query<{ attempt: number; finished: boolean }>(
      sql`select attempt, finished_at is not null as finished from jobs where job_id = ${jobId}`,
    );
    // the second attempt (the one after the kill) finished it
    expect(row).toEqual({ attempt: 2, finished: true });
    const sets = await query<{ name: string; card_count: number; cards: number }>(sql`
      select st.name, st.card_count, (select count(*)::int from cards c join series s on s.series_id = c.series_id
        where s.set_id = st.set_id) as cards from sets st where st.name like 'Crash %' and st.name <> 'Crash Bulk'
      order by st.name`);
    expect(sets).toEqual([
      { name: 'Crash One', card_count: 4000, cards: 4000 },
      { name: 'Crash Three', card_count: 4000, cards: 4000 },
      { name: 'Crash Two', card_count: 4000, cards: 4000 },
    ]);
    // the uploads are gone from the storage the server ran (its disk, or the database once DATABASE_URL is set)
    const left = database.databaseUrl
      ? await query<{ key: string }>(sql`select key from stored_files where key like 'ingestion-uploads/%'`)
      : readdirSync(path.join(dataDir, 'uploads', 'ingestion-uploads'));
    expect(left).toEqual([]);
  });

  it('during series bulk adds: after a restart each add is whole or absent and the counts agree', async () => {
    server ??= await startServerProcess(database);
    const collector = await signIn(server.url, users.collector);
    const seriesIds = (
      await query<{
        series_id: number;
      }>(sql`select s.series_id from series s join sets st on st.set_id = s.set_id
        where st.name = 'Crash Bulk' order by s.series_id`)
    ).map((row) => row.series_id);
    const url = server.url;
    const adds = seriesIds.map((seriesId) =>
      fetch(`${url}/api/user/collection/series/${seriesId}/add`, {
        method: 'POST',
        headers: { ...collector, 'content-type': 'application/json' },
        body: JSON.stringify({ user_location: locationId }),
      }).then(
        (response) => response.status,
        () => 'cut off',
      ),
    );
    // killed as soon as the first add has answered, while the others are being written
    await Promise.race(adds);
    await server.kill('SIGKILL');
    const answers = await Promise.all(adds);
    expect(answers).toContain(201);

    server = await startServerProcess(database);
    const again = await signIn(server.url, users.collector);
    const perSeries = await query<{ series_id: number; copies: number }>(sql`
      select c.series_id, count(uc.user_card_id)::int as copies from cards c
      left join user_cards uc on uc.card_id = c.card_id where c.series_id in (${sql.join(
        seriesIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by c.series_id order by c.series_id`);
    for (const [index, { copies }] of perSeries.entries()) {
      expect([0, BULK_CARDS]).toContain(copies);
      if (answers[index] === 201) expect(copies).toBe(BULK_CARDS);
    }
    const stats = (await (
      await fetch(`${server.url}/api/user/collection/stats`, { headers: again })
    ).json()) as {
      stats: { total_cards: number };
    };
    expect(stats.stats.total_cards).toBe(perSeries.reduce((sum, row) => sum + row.copies, 0));
  });
});
