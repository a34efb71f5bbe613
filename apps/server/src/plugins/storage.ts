import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files (card photos, avatars, set thumbnails) live. Keys are always made by the server
 * (`card-photos/12/3f2a….jpg`), never from a user-supplied name; the local driver refuses anything else.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** a stream of the file, or null when it does not exist */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** removes the file; a missing file is not an error */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

/** A new key under `folder` (lower-case words and digits separated by '/'), e.g. card-photos/12. */
export function newStorageKey(folder: string, extension: 'jpg' | 'png' | 'webp', suffix = ''): string {
  const key = `${folder}/${randomUUID()}${suffix}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`invalid storage folder ${folder}`);
  return key;
}

/** Files under one folder on the local disk; writes go to a temporary name first so readers never see half a file. */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('invalid storage key');
    return file;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
