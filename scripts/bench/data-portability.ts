/**
 * Issue 44's figures on a full-size PostgreSQL copy: bulk edit of 5,000 entries (one call) and 'Download my
 * data' for the collector with 10,000 entries after 2,000 photos are added. Run:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<copy> npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/data-portability.ts
 * It writes to the database it is given: use a copy.
 */
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import { startWorker } from '@/jobs/worker';
import { createUser, signIn } from '@/test/test-app';
import { buildApp } from '@/server';

const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: path.join(os.tmpdir(), 'cardbinder-bench-data'),
    LOG_LEVEL: 'warn',
  }),
  apiRateLimit: 1_000_000,
};
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 10,
});
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
await app.ready();
const { db } = database;
const silent = { info: () => undefined, error: () => undefined };

const owner = (
  await db.execute<{ user_id: number; n: number }>(
    sql`select user_id, count(*)::int as n from user_cards group by 1 order by 2 desc limit 1`,
  )
).rows[0]!;
// sign in as that collector: a fresh password on the copy
const stamp = Date.now().toString(36);
const collector = await createUser(database, {
  username: `bench${stamp}`,
  email: `bench${stamp}@example.com`,
});
await db.execute(sql`update user_cards set user_id = ${collector.userId} where user_id = ${owner.user_id}`);
const headers = { authorization: `Bearer ${await signIn(app, collector.email)}` };
const ids = (
  await db.execute<{ id: number }>(
    sql`select user_card_id as id from user_cards where user_id = ${collector.userId} order by 1 limit 5000`,
  )
).rows.map((row) => row.id);

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
};

for (const value of [3, 4, 5]) {
  const [response, ms] = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/api/user/cards/bulk-edit',
      headers,
      payload: { user_card_ids: ids, action: { kind: 'set_estimated_value', estimated_value: value } },
    }),
  );
  console.log(`bulk edit of ${ids.length} entries: ${response.statusCode} ${ms} ms`);
}

// 2,000 photos (about 25 KB each) on the collector's entries
const photo = await sharp({
  create: { width: 600, height: 840, channels: 3, background: { r: 90, g: 60, b: 30 } },
})
  .jpeg({ quality: 80 })
  .toBuffer();
const { storage } = app.ctx.services;
const [, photoMs] = await timed(async () => {
  for (let i = 0; i < 2000; i += 1) {
    const key = `card-photos/${collector.userId}/bench-${i}.jpg`;
    await storage.put(key, photo);
    await db.execute(sql`insert into user_card_photos (user_card_id, storage_key, thumbnail_key, content_type, file_size, sort_order)
      values (${ids[i]!}, ${key}, ${`card-photos/${collector.userId}/bench-${i}-thumb.jpg`}, 'image/jpeg', ${photo.length}, 0)`);
  }
});
console.log(`stored 2,000 photos of ${photo.length} bytes in ${photoMs} ms`);

const worker = startWorker(db, app.ctx.services.jobHandlers, silent, { autoStart: false });
const [, exportMs] = await timed(async () => {
  await app.inject({ method: 'POST', url: '/api/account/exports', headers });
  await worker.drain();
});
const [latest] = (await app.inject({ method: 'GET', url: '/api/account/exports', headers })).json().exports;
console.log(
  `Download my data (${owner.n} entries, 2,000 photos): ${latest.status}, ${latest.size} bytes, ${exportMs} ms`,
);
await app.close();
await database.close();
