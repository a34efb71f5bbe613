import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * The keys of every file the app's storage holds, whichever driver it runs (local disk on the embedded
 * database, PostgreSQL once DATABASE_URL is set), so a test that counts files checks both.
 */
export async function storedFileKeys(t: TestApp): Promise<string[]> {
  const { storage } = t.app.ctx.services;
  if (storage.driver === 'postgres') {
    const rows = await t.database.db.execute<{ key: string }>(
      sql`select key from stored_files where complete order by key`,
    );
    return rows.rows.map((row) => row.key);
  }
  const root = t.app.ctx.config.storageDir;
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
