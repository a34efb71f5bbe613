import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CollectionImport, ImportField } from '@cardbinder/shared';
import { startWorker } from '@/jobs/worker';
import {
  createCollectionCatalogue,
  createCollector,
  type CollectionCatalogue,
} from '@/test/collection-factory';
import { multipartBody } from '@/test/multipart';
import { createTestApp, type TestApp } from '@/test/test-app';

export let t: TestApp;
export let cat: CollectionCatalogue;
export type Collector = Awaited<ReturnType<typeof createCollector>>;

/** One app per test file, its files in a temporary storage folder, with the small 2024 Topps Chrome release. */
export function setUpCollectionImportApp(): void {
  let storageDir: string;
  beforeAll(async () => {
    storageDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-cimport-'));
    t = await createTestApp({ storageDir });
    cat = await createCollectionCatalogue(t.database);
  });
  afterAll(async () => {
    await t.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
}

export const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

const silent = { info: () => undefined, error: () => undefined };
export async function drain() {
  const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false });
  await worker.drain();
  await worker.stop();
}

export const collector = () => createCollector(t);

export function upload(who: Collector, data: Buffer | string, filename = 'cards.csv') {
  const body = multipartBody([{ field: 'file', filename, data: Buffer.from(data) }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/collection/imports',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}

/** Upload, map (the guess unless a mapping is given), match: the import ready for review. */
export async function prepared(
  who: Collector,
  data: Buffer | string,
  filename = 'cards.csv',
  mapping?: ImportField[],
): Promise<CollectionImport> {
  const uploaded = await upload(who, data, filename);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const created = uploaded.json<{ import: CollectionImport }>().import;
  const mapped = await who.call('PUT', `/api/user/collection/imports/${created.import_id}/mapping`, {
    mapping: mapping ?? created.mapping,
  });
  expect(mapped.statusCode, mapped.body).toBe(202);
  expect(mapped.json().import.status).toBe('matching');
  await drain();
  const ready = (await who.call('GET', `/api/user/collection/imports/${created.import_id}`)).json();
  expect(ready.import.status, JSON.stringify(ready.import)).toBe('ready');
  return ready.import as CollectionImport;
}

export async function committed(who: Collector, importId: string, onDuplicates?: 'skip' | 'add') {
  const answer = await who.call(
    'POST',
    `/api/user/collection/imports/${importId}/commit`,
    onDuplicates ? { on_duplicates: onDuplicates } : {},
  );
  if (answer.statusCode !== 202) return answer;
  await drain();
  return answer;
}

export const importOf = async (who: Collector, importId: string, query = '') =>
  (await who.call('GET', `/api/user/collection/imports/${importId}${query}`)).json();

export const entriesOf = (who: Collector) => t.app.ctx.services.userCards.listAll(who.user.userId);
