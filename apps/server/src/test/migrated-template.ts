/**
 * Vitest global setup of the server tests: migrates one database before any test file runs and leaves it as
 * a template that `openTestDatabase` copies, instead of every test file initialising and migrating its own
 * (~10 s each on the embedded database, most of the suite's time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from 'esbuild';
import { migrateDatabase, openDatabase } from '@/db/client';
import { PGLITE_SERVER_SCRIPT_ENV } from '@/db/embedded-process';

export const TEMPLATE_FILE_ENV = 'CARDBINDER_TEST_TEMPLATE_FILE';
export const TEMPLATE_DATABASE_ENV = 'CARDBINDER_TEST_TEMPLATE_DATABASE';

/** Copying a template waits for nobody, but PostgreSQL refuses two copies of one template at the same instant. */
export async function adminQuery(url: string, statement: string, attempts = 20): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } catch (error) {
    const busy = (error as { code?: string }).code === '55006';
    if (!busy || attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    return adminQuery(url, statement, attempts - 1);
  } finally {
    await admin.end();
  }
}

/**
 * The embedded database's child process as one bundled file: every test file starts one or more, and starting
 * it from source through tsx costs ~0.5 s of CPU each. It is written under node_modules so that its packages
 * resolve from there.
 */
async function bundlePgliteServer(): Promise<() => void> {
  const source = fileURLToPath(new URL('../db/pglite-server.ts', import.meta.url));
  const folder = mkdtempSync(
    path.join(
      fileURLToPath(new URL('../../../../node_modules/', import.meta.url)),
      '.cache-cardbinder-pglite-',
    ),
  );
  const file = path.join(folder, 'pglite-server.mjs');
  await build({
    entryPoints: [source],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  process.env[PGLITE_SERVER_SCRIPT_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

async function embeddedTemplate() {
  const removeBundle = await bundlePgliteServer();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-template-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    // read at each start from this dump (every test file's database): PGlite clears PostgreSQL's default 128 MB of
    // shared buffers when it starts (~0.5 s of CPU), and a test's database fits in 16 MB
    await database.pool.query("alter system set shared_buffers = '16MB'");
    await database.dumpTo!(file);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_FILE_ENV] = file;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    removeBundle();
  };
}

/** One connection to the database `name` on the server at `url`, for building a template in. */
export function openNamedDatabase(url: string, name: string) {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return openDatabase({ databaseUrl: named.toString(), poolSize: 1, searchPoolSize: 1 });
}

async function postgresTemplate(url: string) {
  const name = `cardbinder_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const database = await openNamedDatabase(url, name);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return async () => {
    // the sample catalogue's copy of it, when a test file asked for one (sample-template.ts)
    await adminQuery(url, `drop database if exists ${name}_sample with (force)`);
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
}

export default async function setup() {
  const url = process.env.DATABASE_URL;
  return url ? postgresTemplate(url) : embeddedTemplate();
}
