import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { buildApp } from '@/server';
import {
  postgresBinariesPresent,
  startPrimary,
  startReplica,
  type PostgresServer,
} from '@/test/cluster/postgres-servers';
import { createCollectionCatalogue } from '@/test/collection-factory';
import { createUser, signIn, type TestApp } from '@/test/test-app';
import { migrateDatabase, openDatabase, type Database } from './client';
import { lsnValue } from './read-replica';

/**
 * A real streaming replica: a primary and a pg_basebackup -R copy of it started by the test. Public reads go to
 * the replica, a writer reads their own writes, kept answers are never older than the primary, and reads fall
 * back to the primary when the replica lags or stops. Runs in the PostgreSQL suite (DATABASE_URL set).
 */
const runs = Boolean(process.env.DATABASE_URL) && postgresBinariesPresent();
let primary: PostgresServer;
let replica: PostgresServer;
let database: Database;
let t: TestApp;
let writer: { username: string; headers: Record<string, string> };
let admin: Record<string, string>;

async function onServer(server: PostgresServer, statement: string, databaseName = 'cardbinder') {
  const client = new pg.Client({ connectionString: server.url(databaseName) });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!runs) return;
  primary = await startPrimary();
  await onServer(primary, 'create database cardbinder', 'postgres');
  const setup = await openDatabase({ databaseUrl: primary.url('cardbinder'), poolSize: 2 });
  await migrateDatabase(setup);
  await createCollectionCatalogue(setup);
  const writerUser = await createUser(setup);
  const adminUser = await createUser(setup, { role: 'data_admin' });
  await setup.close();
  replica = await startReplica(primary);

  database = await openDatabase({
    databaseUrl: primary.url('cardbinder'),
    readUrl: replica.url('cardbinder'),
  });
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: '/tmp/cardbinder-test',
      DATABASE_URL: primary.url('cardbinder'),
      DATABASE_READ_URL: replica.url('cardbinder'),
      JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
    }),
    loginRateLimit: 1000,
  };
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  t = { app, database, close: async () => undefined };
  writer = {
    username: writerUser.username,
    headers: { authorization: `Bearer ${await signIn(app, writerUser.email)}` },
  };
  admin = { authorization: `Bearer ${await signIn(app, adminUser.email)}` };
  await until(() => database.replica!.usable(), 'the replica to be usable');
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await database?.close();
  replica?.remove();
  primary?.remove();
});

const bioSeenBy = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profile/user/${writer.username}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ profile: { bio: string | null } }>().profile.bio;
};
const updateBio = async (bio: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/update',
    headers: writer.headers,
    payload: { bio, is_public_profile: true },
  });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return { ...writer.headers, cookie };
};
const caughtUp = async () => {
  const [{ lsn: ours }] = await onServer(primary, 'select pg_current_wal_lsn()::text as lsn');
  const [{ lsn: theirs }] = await onServer(replica, 'select pg_last_wal_replay_lsn()::text as lsn');
  return lsnValue(theirs) >= lsnValue(ours);
};

describe.skipIf(!runs)(
  'reads from a streaming replica (DATABASE_READ_URL; runs with DATABASE_URL and the PostgreSQL 15 binaries)',
  () => {
    it('serves public pages from the replica, and a writer their own write from the primary', async () => {
      await updateBio('Before the pause');
      await until(caughtUp, 'the replica to replay the first bio');
      expect(await bioSeenBy()).toBe('Before the pause');

      await onServer(replica, 'select pg_wal_replay_pause()');
      try {
        const recentWriter = await updateBio('After the pause');
        // the replica has not replayed the change: a visitor sees it as it was there, the writer as they wrote it
        expect(await bioSeenBy()).toBe('Before the pause');
        expect(await bioSeenBy(recentWriter)).toBe('After the pause');

        // a kept answer is never older than the primary: it is built there while the replica is behind
        const edit = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/players/${(await onServer(primary, "select player_id from players where last_name = 'Soto'"))[0].player_id}`,
          headers: admin,
          payload: { first_name: 'Juanito' },
        });
        expect(edit.statusCode).toBe(200);
        const list = await t.app.inject({ method: 'GET', url: '/api/players-list?search=soto&limit=5' });
        expect(list.body).toContain('"first_name":"Juanito"');

        // a replica more than 5 s behind is left aside: every read goes to the primary
        await until(() => !database.replica!.usable(), 'the paused replica to be left aside', 20_000);
        expect(await bioSeenBy()).toBe('After the pause');
      } finally {
        await onServer(replica, 'select pg_wal_replay_resume()');
      }
      await until(() => database.replica!.usable(), 'the replica to be used again');
      expect(await bioSeenBy()).toBe('After the pause');
    });

    it('falls back to the primary at once when the replica is stopped, and uses it again once it is back', async () => {
      replica.stop('fast');
      try {
        const started = Date.now();
        for (let i = 0; i < 5; i += 1) expect(await bioSeenBy()).toBe('After the pause');
        const search = await t.app.inject({ method: 'GET', url: '/api/search/universal?q=judge' });
        expect(search.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(database.replica!.usable()).toBe(false);
      } finally {
        replica.start();
      }
      await until(() => database.replica!.usable(), 'the restarted replica to be used again');
      expect(await bioSeenBy()).toBe('After the pause');
    });
  },
);
