/**
 * The sample catalogue (apps/server/sample-catalogue) loaded once per test run and kept as a template, for the
 * test files that need a real catalogue to match or search against: loading it takes a minute on the embedded
 * database, copying the template a second.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '@/db/client';
import { loadSampleCatalogueIfEmpty } from '@/modules/ingestion';
import { adminQuery, openNamedDatabase, TEMPLATE_DATABASE_ENV, TEMPLATE_FILE_ENV } from './migrated-template';
import { testEvents } from './test-events';

export const SAMPLE_CATALOGUE = fileURLToPath(
  new URL('../../sample-catalogue/catalogue.json.gz', import.meta.url),
);
/** a folder `npm test` shares between its runs, so that the template is built once for all of them */
export const SHARED_TEMPLATES_ENV = 'CARDBINDER_TEST_TEMPLATES';

async function loadSample(database: Database): Promise<void> {
  const sample = await loadSampleCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE, { info() {} }, testEvents);
  if (!sample.loaded) throw new Error(`The sample catalogue did not load from ${SAMPLE_CATALOGUE}`);
}

/** The embedded template: a dump file, built by the first test file that asks while the others wait for it. */
export async function embeddedSampleTemplate(): Promise<string> {
  const migrated = process.env[TEMPLATE_FILE_ENV];
  if (!migrated) throw new Error('The migrated template is missing (vitest global setup)');
  const folder = process.env[SHARED_TEMPLATES_ENV] ?? path.dirname(migrated);
  const file = path.join(folder, 'sample-catalogue.tar');
  mkdirSync(folder, { recursive: true });
  try {
    mkdirSync(`${file}.lock`);
  } catch {
    while (!existsSync(file)) {
      if (existsSync(`${file}.failed`)) throw new Error('Building the sample catalogue template failed');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return file;
  }
  const database = await openDatabase({ dataDir: 'memory://', template: migrated, sharedProcess: true });
  try {
    await loadSample(database);
    await database.dumpTo!(`${file}.building`);
    renameSync(`${file}.building`, file);
    return file;
  } catch (error) {
    mkdirSync(`${file}.failed`);
    throw error;
  } finally {
    await database.close();
    rmSync(`${file}.building`, { force: true });
  }
}

/** The PostgreSQL template: a database next to the migrated one, built under an advisory lock. */
export async function postgresSampleTemplate(url: string): Promise<string> {
  const migrated = process.env[TEMPLATE_DATABASE_ENV];
  if (!migrated) throw new Error('The migrated template is missing (vitest global setup)');
  const name = `${migrated}_sample`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await adminQuery(url, `create database ${name} template ${migrated}`);
      const database = await openNamedDatabase(url, name);
      try {
        await loadSample(database);
      } catch (error) {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
        throw error;
      }
      await database.close();
    }
    return name;
  } finally {
    await admin.end();
  }
}
