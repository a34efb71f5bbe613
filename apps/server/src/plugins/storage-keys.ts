import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where every file the app keeps lives: card photos, avatars, set and series images, checklist uploads waiting
 * for confirmation, master-set spreadsheets, and what later features store. Keys are always made by the server
 * (`card-photos/12/3f2a….jpg`), never from a user-supplied name; the drivers refuse anything else.
 */
export interface FileStorage {
  readonly driver: 'local' | 'postgres';
  /** the largest file `put` accepts (STORAGE_MAX_FILE_BYTES); longer streams are stored in parts (storage-parts.ts) */
  readonly maxFileBytes: number;
  /** stores the whole file under the key, replacing any earlier one: readers see the old or the new, never half */
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** a stream of the file, or null when it does not exist */
  get(key: string): Promise<StoredFile | null>;
  /** removes the file; a missing file is not an error */
  remove(key: string): Promise<void>;
}

/**
 * The largest file either driver accepts by default: a cap that stops a runaway writer from filling the disk or
 * the database (checklist uploads are limited to 50 MB before they get here), and the single-object size an
 * object store accepts in one write. What the server makes longer than this is stored in parts.
 */
export const MAX_STORED_FILE_BYTES = 100 * 1024 * 1024;

const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;

const KEY_PATTERN = new RegExp(`^[a-z0-9-]+(/[a-z0-9-]+)*\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** A new key under `folder` (lower-case words and digits separated by '/'), e.g. card-photos/12. */
export function newStorageKey(folder: string, extension: StoredExtension, suffix = ''): string {
  const key = `${folder}/${randomUUID()}${suffix}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`invalid storage folder ${folder}`);
  return key;
}
