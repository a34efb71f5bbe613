import { createHash } from 'node:crypto';
import type { SqlColumns } from '@/db/rows';
import type { storedFileChunks, storedFiles } from '@/db/schema';
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { contentTypeOf, isStorageKey, MAX_STORED_FILE_BYTES, type FileStorage } from './storage-keys';

/** Rows of 1 MiB: a photo is one row (read with its file in one query), a 50 MB checklist fifty. */
export const CHUNK_BYTES = 1024 * 1024;
/** advisory lock namespace of a key's replacement (the second number is the key's hash) */
const KEY_LOCK = 7402;

/** The data in pieces of `size` bytes (the last one shorter), however the source is cut. */
async function* inPieces(data: Buffer | Readable, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(data)) {
    for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
    return;
  }
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of data as AsyncIterable<Buffer | string>) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < size) continue;
    const all = Buffer.concat(held);
    let start = 0;
    for (; all.length - start >= size; start += size) yield all.subarray(start, start + size);
    held = [all.subarray(start)];
    heldBytes = all.length - start;
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

type FirstChunkRow = { file_id: number; size: number; content_type: string; data: Buffer | null };

/**
 * Files in the database every server shares (STORAGE=postgres). A file is written as a new version, chunk by
 * chunk outside any transaction, then made the key's file in one short transaction that drops the old version:
 * no connection is held while a slow upload or a spreadsheet writer feeds it. Reads stream chunk by chunk.
 */
export function createPostgresStorage(db: Db, maxFileBytes = MAX_STORED_FILE_BYTES): FileStorage {
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return key;
  };

  async function writeChunks(fileId: number, data: Buffer | Readable) {
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    // one chunk is written while the source makes the next: a zip reading photos keeps the database busy both ways
    let writing: Promise<unknown> = Promise.resolve();
    try {
      for await (const piece of inPieces(data, CHUNK_BYTES)) {
        size += piece.length;
        if (size > maxFileBytes) throw new Error('file too large to store');
        hash.update(piece);
        // drizzle's query runs each time it is awaited: made a promise once
        const insert = Promise.resolve(
          db.execute(
            sql`insert into stored_file_chunks (file_id, seq, data) values (${fileId}, ${seq}, ${piece})`,
          ),
        );
        insert.catch(() => undefined); // observed below, after the previous chunk's write
        const previous = writing;
        writing = insert;
        await previous;
        seq += 1;
      }
      await writing;
    } finally {
      // a failure of the source or of one write leaves no write running unobserved (put removes the version)
      await writing.catch(() => undefined);
    }
    return { size, sha256: hash.digest('hex') };
  }

  function chunkStream(fileId: number, size: number, first: Buffer | null): Readable {
    const fetchChunk = (seq: number) =>
      db
        .execute<SqlColumns<typeof storedFileChunks, 'data'>>(
          sql`select data from stored_file_chunks where file_id = ${fileId} and seq = ${seq}`,
        )
        .then((result) => result.rows[0]?.data);
    async function* chunks() {
      let sent = 0;
      let next = first ? Promise.resolve(first) : fetchChunk(0);
      for (let seq = 0; sent < size; seq += 1) {
        const data = await next;
        // the key was replaced or removed while this reader was half way through its old version
        if (!data) throw new Error('stored file changed while it was read');
        sent += data.length;
        // the next chunk is read while this one is sent
        if (sent < size) {
          next = fetchChunk(seq + 1);
          next.catch(() => undefined);
        }
        yield data;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  return {
    driver: 'postgres',
    maxFileBytes,
    async put(key, data) {
      checked(key);
      // versions a crashed writer left half written
      await db.execute(
        sql`delete from stored_files where not complete and created_at < now() - interval '1 hour'`,
      );
      const inserted = await db.execute<SqlColumns<typeof storedFiles, 'file_id'>>(sql`
        insert into stored_files (key, content_type) values (${key}, ${contentTypeOf(key)}) returning file_id`);
      const fileId = inserted.rows[0]!.file_id;
      try {
        const { size, sha256 } = await writeChunks(fileId, data);
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${key}))`);
          await tx.execute(sql`delete from stored_files where key = ${key} and complete`);
          await tx.execute(sql`update stored_files set complete = true, size = ${size}, sha256 = ${sha256}
            where file_id = ${fileId}`);
        });
        return { size };
      } catch (error) {
        if (!Buffer.isBuffer(data)) data.destroy();
        await db.execute(sql`delete from stored_files where file_id = ${fileId}`).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      const found = await db.execute<FirstChunkRow>(sql`
        select f.file_id, f.size, f.content_type, c.data
        from stored_files f left join stored_file_chunks c on c.file_id = f.file_id and c.seq = 0
        where f.key = ${checked(key)} and f.complete`);
      const row = found.rows[0];
      if (!row) return null;
      return {
        stream: chunkStream(row.file_id, row.size, row.data),
        size: row.size,
        contentType: row.content_type,
      };
    },
    async remove(key) {
      await db.execute(sql`delete from stored_files where key = ${checked(key)}`);
    },
  };
}

async function* filesUnder(root: string, folder = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile() && isStorageKey(relative)) yield relative;
  }
}

const IMPORTED_MARKER = '.copied-to-postgres';

/**
 * A server that kept its files on its own disk (STORAGE_DIR) and now stores them in PostgreSQL copies them in
 * once, leaving the folder as it was: keys already in the database are skipped, so a copy cut short goes on at
 * the next start, and a marker file ends the walk after a complete copy.
 */
export async function importLocalFiles(storage: FileStorage, db: Db, folder: string): Promise<number> {
  if (storage.driver !== 'postgres' || !existsSync(folder) || existsSync(path.join(folder, IMPORTED_MARKER)))
    return 0;
  let copied = 0;
  for await (const key of filesUnder(folder)) {
    const stored = await db.execute(sql`select 1 from stored_files where key = ${key} and complete`);
    if (stored.rows.length > 0) continue;
    await storage.put(key, createReadStream(path.join(folder, key)));
    copied += 1;
  }
  writeFileSync(
    path.join(folder, IMPORTED_MARKER),
    `Files of this folder were copied into PostgreSQL (STORAGE=postgres) on ${new Date().toISOString()}.\n`,
  );
  return copied;
}
