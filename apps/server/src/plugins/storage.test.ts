import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { CHUNK_BYTES } from './postgres-file-storage';
import {
  createLocalStorage,
  createPostgresStorage,
  importLocalFiles,
  putInParts,
  readParts,
  readStoredFile,
  type FileStorage,
} from './storage';

let database: Database;
let folder: string;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-storage-'));
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A source that hands its bytes over in uneven pieces, as an upload or a spreadsheet writer does. */
function unevenStream(data: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let start = 0, n = 0; start < data.length; n += 1) {
    const size = [1, 70_000, 333_333, 1_048_577][n % 4]!;
    pieces.push(data.subarray(start, start + size));
    start += size;
  }
  return Readable.from(pieces);
}

function failingStream(good: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield good;
      throw new Error('the writer died');
    })(),
  );
}

const drivers: [string, (maxFileBytes?: number) => FileStorage][] = [
  ['local disk', (maxFileBytes) => createLocalStorage(path.join(folder, 'local'), maxFileBytes)],
  ['PostgreSQL', (maxFileBytes) => createPostgresStorage(database.db, maxFileBytes)],
];

describe.each(drivers)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('keeps a file, answers its size and type, and streams it back whole', async () => {
    const photo = randomBytes(200_000);
    expect(await storage.put('card-photos/1/a.jpg', photo)).toEqual({ size: photo.length });
    const file = await storage.get('card-photos/1/a.jpg');
    expect(file).toMatchObject({ size: photo.length, contentType: 'image/jpeg' });
    expect(Buffer.compare(await readStoredFile(storage, 'card-photos/1/a.jpg').then((b) => b!), photo)).toBe(
      0,
    );
    file!.stream.destroy();
  });

  it('stores a stream of several megabytes cut in uneven pieces, byte for byte', async () => {
    const sheet = randomBytes(3 * CHUNK_BYTES + 12_345);
    expect(await storage.put('spreadsheets/7.xlsx', unevenStream(sheet))).toEqual({ size: sheet.length });
    const back = await readStoredFile(storage, 'spreadsheets/7.xlsx');
    expect(createHash('sha256').update(back!).digest('hex')).toBe(
      createHash('sha256').update(sheet).digest('hex'),
    );
  });

  it('replaces a file whole, and a writer that fails leaves the earlier file as it was', async () => {
    await storage.put('avatars/3/x.webp', Buffer.from('first'));
    await storage.put('avatars/3/x.webp', Buffer.from('second version'));
    expect((await readStoredFile(storage, 'avatars/3/x.webp'))!.toString()).toBe('second version');
    await expect(
      storage.put('avatars/3/x.webp', failingStream(randomBytes(CHUNK_BYTES + 5))),
    ).rejects.toThrow('the writer died');
    expect((await readStoredFile(storage, 'avatars/3/x.webp'))!.toString()).toBe('second version');
  });

  it('removes a file, and a missing file is neither found nor an error to remove', async () => {
    await storage.put('series-images/4/f.png', Buffer.from('png'));
    await storage.remove('series-images/4/f.png');
    expect(await storage.get('series-images/4/f.png')).toBeNull();
    await expect(storage.remove('series-images/4/f.png')).resolves.toBeUndefined();
    expect(await storage.get('card-photos/never/there.jpg')).toBeNull();
  });

  it('refuses a file over its limit, and keeps a longer stream in parts within it, read back as one', async () => {
    const small = make(CHUNK_BYTES);
    await expect(small.put('exports/big.zip', unevenStream(randomBytes(CHUNK_BYTES + 1)))).rejects.toThrow();
    const data = randomBytes(3 * CHUNK_BYTES + 777);
    const { keys, size } = await putInParts(small, 'exports/9/e.zip', unevenStream(data));
    expect(keys).toEqual([1, 2, 3, 4].map((n) => `exports/9/e-part-${n}.zip`));
    expect(size).toBe(data.length);
    const back = await buffer((await readParts(small, keys))!);
    expect(Buffer.compare(back, data)).toBe(0);
    // a length that is a whole number of parts makes no empty part at the end
    expect(
      (await putInParts(small, 'exports/9/f.zip', Readable.from([randomBytes(2 * CHUNK_BYTES)]))).keys,
    ).toHaveLength(2);
    await small.remove(keys[2]!);
    await expect(buffer((await readParts(small, keys))!)).rejects.toThrow('stored part missing');
  });

  it('removes the parts already written when the stream fails', async () => {
    const small = make(CHUNK_BYTES);
    await expect(
      putInParts(small, 'exports/8/e.zip', failingStream(randomBytes(2 * CHUNK_BYTES + 3))),
    ).rejects.toThrow('the writer died');
    for (const n of [1, 2, 3]) expect(await small.get(`exports/8/e-part-${n}.zip`)).toBeNull();
    expect(await readParts(small, ['exports/8/e-part-1.zip'])).toBeNull();
  });

  it('refuses keys it did not make: climbing folders, capitals, unknown extensions', async () => {
    for (const key of ['../etc/passwd.jpg', 'card-photos/../../x.jpg', 'Card/A.jpg', 'a/b.exe', '/abs.jpg'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });
});

describe('the PostgreSQL driver', () => {
  it('keeps one complete version per key and no half-written chunks after a failed or replaced write', async () => {
    const storage = createPostgresStorage(database.db);
    await storage.put('card-photos/9/v.jpg', randomBytes(2 * CHUNK_BYTES + 1));
    await storage.put('card-photos/9/v.jpg', randomBytes(10));
    await storage
      .put('card-photos/9/v.jpg', failingStream(randomBytes(2 * CHUNK_BYTES)))
      .catch(() => undefined);
    const rows = await database.db.execute<{
      versions: number;
      chunks: number;
      size: number;
      sha: string;
    }>(sql`
      select count(*)::int as versions, sum(size)::int as size, min(sha256) as sha,
        (select count(*)::int from stored_file_chunks c join stored_files f using (file_id)
         where f.key = 'card-photos/9/v.jpg') as chunks
      from stored_files where key = 'card-photos/9/v.jpg'`);
    expect(rows.rows[0]).toMatchObject({ versions: 1, chunks: 1, size: 10 });
    expect(rows.rows[0]!.sha).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves a file one server stored to another server with its own connections', async (context) => {
    const url = database.pool.options.connectionString;
    if (!url) return context.skip('the embedded database has one process: run with DATABASE_URL');
    const other = await openDatabase({ databaseUrl: url, poolSize: 2, searchPoolSize: 1 });
    try {
      const photo = randomBytes(1500);
      await createPostgresStorage(database.db).put('card-photos/shared/p.webp', photo);
      const seen = await readStoredFile(createPostgresStorage(other.db), 'card-photos/shared/p.webp');
      expect(Buffer.compare(seen!, photo)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('copies the files a server kept on its own disk once, skipping those already stored', async () => {
    const local = path.join(folder, 'moving');
    mkdirSync(path.join(local, 'card-photos', '5'), { recursive: true });
    writeFileSync(path.join(local, 'card-photos', '5', 'one.jpg'), 'one');
    writeFileSync(path.join(local, 'card-photos', '5', 'two.webp'), 'two');
    writeFileSync(path.join(local, 'card-photos', '5', 'half.jpg.1234.tmp'), 'a write cut short');
    const storage = createPostgresStorage(database.db);
    await storage.put('card-photos/5/two.webp', Buffer.from('already here'));
    expect(await importLocalFiles(storage, database.db, local)).toBe(1);
    expect((await readStoredFile(storage, 'card-photos/5/one.jpg'))!.toString()).toBe('one');
    expect((await readStoredFile(storage, 'card-photos/5/two.webp'))!.toString()).toBe('already here');
    // done once: the folder is not walked again at the next start
    writeFileSync(path.join(local, 'card-photos', '5', 'three.jpg'), 'three');
    expect(await importLocalFiles(storage, database.db, local)).toBe(0);
  });
});
