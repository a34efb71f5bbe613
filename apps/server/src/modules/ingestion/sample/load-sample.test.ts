import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleChecklist } from '@/test/catalogue-factory';
import { createTestApp, type TestApp } from '@/test/test-app';
import { ingestChecklist } from '../ingest.service';
import { loadSampleCatalogueIfEmpty } from './load-sample';
import { encodeSampleCatalogue } from './sample-format';
import { testEvents } from '@/test/test-events';

const SAMPLE = [
  sampleChecklist({ name: 'Topps Series One', year: 2023 }),
  sampleChecklist({ name: 'Bowman', year: 2024, baseCards: 6 }),
  sampleChecklist({ name: 'Finest', year: 2025, baseCards: 5 }),
];
const quiet = { info() {} };

let folder: string;
let file: string;
let t: TestApp;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sample-load-'));
  file = join(folder, 'catalogue.json.gz');
  writeFileSync(file, encodeSampleCatalogue(SAMPLE));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function catalogueCounts(): Promise<{ sets: number; cards: number }> {
  const { rows } = await t.database.db.execute<{ sets: number; cards: number }>(
    sql`select (select count(*)::int from sets) as sets, (select count(*)::int from cards) as cards`,
  );
  return rows[0] ?? { sets: 0, cards: 0 };
}

describe('loading the sample catalogue on start', () => {
  it('loads every set into an empty catalogue once, and not again on the next start', async () => {
    const first = await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents);
    expect(first).toMatchObject({ loaded: true, sets: 3 });
    const loaded = await catalogueCounts();
    expect(loaded.sets).toBe(3);

    const second = await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents);
    expect(second.loaded).toBe(false);
    expect(await catalogueCounts()).toEqual(loaded);
  });

  it('finishes a load an earlier start began and was stopped in, without writing a set twice', async () => {
    // what a first start killed after its first set leaves behind
    await t.database.db.execute(sql`insert into sample_catalogue_load (id) values (1)`);
    await ingestChecklist(t.database.db, SAMPLE[0]!, testEvents);
    expect((await catalogueCounts()).sets).toBe(1);

    const resumed = await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents);
    expect(resumed.loaded).toBe(true);
    const counts = await catalogueCounts();
    expect(counts.sets).toBe(3);

    const complete = await createTestApp();
    try {
      await loadSampleCatalogueIfEmpty(complete.database.db, file, quiet, testEvents);
      const { rows } = await complete.database.db.execute<{ cards: number }>(
        sql`select count(*)::int as cards from cards`,
      );
      expect(counts.cards).toBe(rows[0]!.cards);
    } finally {
      await complete.close();
    }
    expect((await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents)).loaded).toBe(false);
  });

  it('leaves a catalogue of its own alone', async () => {
    await ingestChecklist(t.database.db, sampleChecklist({ name: 'Our Own Set', year: 2020 }), testEvents);
    const result = await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents);
    expect(result.loaded).toBe(false);
    expect((await catalogueCounts()).sets).toBe(1);
  });

  it('starts with an empty catalogue when no sample file is there, and loads it once one is', async () => {
    const missing = await loadSampleCatalogueIfEmpty(
      t.database.db,
      join(folder, 'none.json.gz'),
      quiet,
      testEvents,
    );
    expect(missing.loaded).toBe(false);
    expect((await loadSampleCatalogueIfEmpty(t.database.db, file, quiet, testEvents)).loaded).toBe(true);
  });
});
