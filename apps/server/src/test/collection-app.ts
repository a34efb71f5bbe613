import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '@/config';
import { createCollectionCatalogue, createCollector, type CollectionCatalogue } from './collection-factory';
import { createTestApp, type TestApp } from './test-app';

/** The file's app and catalogue, set once its set-up has run (read them inside hooks and tests). */
export let t: TestApp;
export let cat: CollectionCatalogue;
export type Collector = Awaited<ReturnType<typeof createCollector>>;

export interface CollectionAppOptions {
  /** keep the app's files in a new temporary folder named with this prefix, removed after the file */
  storagePrefix?: string;
  config?: Partial<AppConfig>;
}

/** One app per test file with the small collection catalogue, closed after the file's tests. */
export function setUpCollectionApp({ storagePrefix, config = {} }: CollectionAppOptions = {}): void {
  let storageDir: string | undefined;
  beforeAll(async () => {
    if (storagePrefix) storageDir = mkdtempSync(path.join(os.tmpdir(), storagePrefix));
    t = await createTestApp(storageDir ? { ...config, storageDir } : config);
    cat = await createCollectionCatalogue(t.database);
  });
  afterAll(async () => {
    await t.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });
}
