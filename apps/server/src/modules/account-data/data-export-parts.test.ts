import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { sql } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '@cardbinder/shared';
import { userCardPhotos } from '@/db/schema';
import { startWorker } from '@/jobs/worker';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t } from '@/test/collection-app';
import { storedFileKeys } from '@/test/stored-files';
import { TEST_PASSWORD } from '@/test/test-app';

/** The per-file limit of this app's storage, lowered so that a few photos make a zip of several parts. */
const LIMIT = 1024 * 1024;

setUpCollectionApp({ storagePrefix: 'cardbinder-export-parts-', config: { storageMaxFileBytes: LIMIT } });

const silent = { info: () => undefined, error: () => undefined };
const drain = () =>
  startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false }).drain();

async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>)
      chunks.push(chunk);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** A collector with one entry holding five photos of 700 KB each (stored directly: their bytes are what counts). */
async function collectorWithBigPhotos() {
  const who = await createCollector(t);
  const [entry] = (await who.call('POST', '/api/user/cards/bulk', { card_ids: [cat.card['Base/1']] })).json()
    .user_card_ids as number[];
  const photos = Array.from({ length: 5 }, () => randomBytes(700 * 1024));
  for (const [index, photo] of photos.entries()) {
    const key = `card-photos/${who.user.userId}/big-${index}.jpg`;
    await t.app.ctx.services.storage.put(key, photo);
    await t.database.db.insert(userCardPhotos).values({
      userCardId: entry!,
      storageKey: key,
      thumbnailKey: `card-photos/${who.user.userId}/big-${index}-thumb.jpg`,
      contentType: 'image/jpeg',
      fileSize: photo.length,
      sortOrder: index,
    });
  }
  return { who, entry: entry!, photos };
}

describe('Download my data larger than one stored file', () => {
  it('stores the zip in parts within the limit and downloads it whole, to its requester only, until it expires', async () => {
    const { who, entry, photos } = await collectorWithBigPhotos();
    const before = await storedFileKeys(t);
    const requested = await who.call('POST', '/api/account/exports');
    expect(requested.statusCode, requested.body).toBe(202);
    await drain();
    const [ready] = (await who.call('GET', '/api/account/exports')).json().exports;
    expect(ready).toMatchObject({ id: requested.json().export.id, status: 'ready' });
    expect(ready.size).toBeGreaterThan(3 * LIMIT);

    const parts = (await storedFileKeys(t)).filter((key) => !before.includes(key));
    expect(parts.length).toBe(Math.ceil(ready.size / LIMIT));
    for (const key of parts) {
      const file = await t.app.ctx.services.storage.get(key);
      expect(file!.size).toBeLessThanOrEqual(LIMIT);
      file!.stream.destroy();
    }

    const download = await who.call('GET', `/api/account/exports/${ready.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(ready.size);
    expect(download.rawPayload.length).toBe(ready.size);
    const files = await unzip(download.rawPayload);
    expect(JSON.parse(files.get('profile.json')!.toString()).email).toBe(who.user.email);
    expect(JSON.parse(files.get('collection.json')!.toString())).toHaveLength(1);
    photos.forEach((photo, index) => {
      expect(Buffer.compare(files.get(`photos/${entry}-${index}.jpg`)!, photo)).toBe(0);
    });

    const other = await createCollector(t);
    const stolen = await other.call('GET', `/api/account/exports/${ready.id}/download`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(ACCOUNT_DATA_MESSAGES.exportNotFound);

    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where export_id = ${ready.id}`,
    );
    const expired = await who.call('GET', `/api/account/exports/${ready.id}/download`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(ACCOUNT_DATA_MESSAGES.exportExpired);
    await t.app.ctx.services.accountData.removeExpired();
    expect(await storedFileKeys(t)).toEqual(before);
  });

  it('removes every part with the account', async () => {
    const { who } = await collectorWithBigPhotos();
    expect((await who.call('POST', '/api/account/exports')).statusCode).toBe(202);
    await drain();
    const exports = () =>
      storedFileKeys(t).then((keys) =>
        keys.filter((key) => key.startsWith(`data-exports/${who.user.userId}/`)),
      );
    expect((await exports()).length).toBeGreaterThan(1);
    const deleted = await who.call('POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await exports()).toEqual([]);
  });
});
