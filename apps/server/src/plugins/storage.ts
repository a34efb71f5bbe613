import { buffer } from 'node:stream/consumers';
import type { Db } from '@/db/client';
import { createLocalStorage } from './local-file-storage';
import { createPostgresStorage } from './postgres-file-storage';
import type { FileStorage } from './storage-keys';

export { createLocalStorage } from './local-file-storage';
export { createPostgresStorage, importLocalFiles } from './postgres-file-storage';
export * from './storage-keys';
export { putInParts, readParts } from './storage-parts';

/** The whole file in memory (a checklist the parser needs at once), or null when there is none. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? buffer(file.stream) : null;
}

/**
 * STORAGE=local keeps files in STORAGE_DIR on this server's disk (the embedded install's default); STORAGE=postgres
 * keeps them in the database every server shares (the default once DATABASE_URL is set).
 */
export function createFileStorage(
  config: { storage: FileStorage['driver']; storageDir: string; storageMaxFileBytes: number },
  database: { db: Db },
): FileStorage {
  return config.storage === 'postgres'
    ? createPostgresStorage(database.db, config.storageMaxFileBytes)
    : createLocalStorage(config.storageDir, config.storageMaxFileBytes);
}
