/**
 * Issue 44's figures on a PostgreSQL copy: bulk edit of 5,000 entries (one call) and 'Download my data' for the
 * collector with the most entries (10,000 in a `npm run bench:data` database) after 2,000 photos of
 * BENCH_PHOTO_KB each (default 250: a 500 MB zip, several parts of the 100 MB per-file limit) are added, then
 * downloaded over HTTP to a temporary file and opened with a zip reader. Run:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<copy> npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/data-portability.ts
 * It writes to the database it is given: use a copy.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl from 'yauzl';
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

// 2,000 photos on the collector's entries: stored as they are (the zip does not recompress them), so their bytes
// need not be a picture; random bytes cannot shrink
const photoKb = Number(process.env.BENCH_PHOTO_KB ?? 250);
const photo = randomBytes(photoKb * 1024);
const { storage } = app.ctx.services;
// photos an earlier run left on these entries go first, so the zip always holds 2,000
const earlier = await db.execute<{ storage_key: string }>(
  sql`delete from user_card_photos p using user_cards uc
      where uc.user_card_id = p.user_card_id and uc.user_id = ${collector.userId} returning p.storage_key`,
);
for (const row of earlier.rows) await storage.remove(row.storage_key);
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
const parts = await db.execute<{ parts: number }>(
  sql`select cardinality(storage_keys) as parts from data_exports where export_id = ${latest.id}`,
);
console.log(
  `Download my data (${owner.n} entries, 2,000 photos): ${latest.status}, ${latest.size} bytes in ${parts.rows[0]?.parts} parts, ${exportMs} ms`,
);

// the download as a browser gets it: over HTTP, streamed to a file, then read back by a zip reader
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const file = path.join(os.tmpdir(), `cardbinder-bench-export-${stamp}.zip`);
const [downloaded, downloadMs] = await timed(async () => {
  const response = await fetch(`${address}/api/account/exports/${latest.id}/download`, { headers });
  await pipeline(Readable.fromWeb(response.body! as WebReadableStream), createWriteStream(file));
  return response.status;
});
// every entry of the central directory read back (yauzl checks each local header's place)
const entries = await new Promise<number>((resolve, reject) => {
  yauzl.open(file, { lazyEntries: false, autoClose: true }, (error, zip) => {
    if (error) return reject(error);
    let count = 0;
    zip.on('entry', () => (count += 1));
    zip.on('end', () => resolve(count));
    zip.on('error', reject);
  });
});
const downloadedBytes = statSync(file).size;
rmSync(file, { force: true });
console.log(`download: ${downloaded}, ${downloadedBytes} bytes, ${entries} zip entries, ${downloadMs} ms`);
console.log(`peak memory (max RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
await app.close();
await database.close();
