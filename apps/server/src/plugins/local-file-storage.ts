import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isStorageKey, MAX_STORED_FILE_BYTES, type FileStorage } from './storage-keys';

/** Stops a stream that grows past the limit, so a runaway writer cannot fill the disk. */
export function sizeLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new Error(`file larger than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

/** Files under one folder on the local disk; writes go to a temporary name first so readers never see half a file. */
export function createLocalStorage(root: string, maxFileBytes = MAX_STORED_FILE_BYTES): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('invalid storage key');
    return file;
  };
  return {
    driver: 'local',
    maxFileBytes,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        if (Buffer.isBuffer(data)) {
          if (data.length > maxFileBytes) throw new Error('file too large to store');
          await writeFile(temporary, data, { mode: 0o640 });
          await rename(temporary, file);
          return { size: data.length };
        }
        const counted = { bytes: 0 };
        await pipeline(data, sizeLimit(maxFileBytes, counted), createWriteStream(temporary, { mode: 0o640 }));
        await rename(temporary, file);
        return { size: counted.bytes };
      } catch (error) {
        await rm(temporary, { force: true });
        if (!Buffer.isBuffer(data) && data instanceof Readable) data.destroy();
        throw error;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
