/**
 * npm run bench -- <catalogue|search|collection|all> [--data-dir ./data-bench] [--runs 50]
 * Server-side timings (fastify.inject, no socket) against the catalogue `npm run bench:data` built,
 * on PGlite (default) or the PostgreSQL of DATABASE_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import { buildApp } from '@/server';
import { benchCatalogue } from './suites/catalogue';
import { benchCollection } from './suites/collection';
import { benchSearch } from './suites/search';
import { printTimings, type Timing } from './measure';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string', default: './data-bench' },
    runs: { type: 'string', default: '50' },
  },
});

const suites = { catalogue: benchCatalogue, search: benchSearch, collection: benchCollection };
type Suite = keyof typeof suites;

async function main() {
  const chosen = (
    positionals.length === 0 || positionals.includes('all') ? Object.keys(suites) : positionals
  ) as Suite[];
  for (const name of chosen)
    if (!(name in suites))
      throw new Error(`Unknown suite ${name}; use ${Object.keys(suites).join(', ')} or all`);
  const dataDir = path.resolve(values['data-dir']);
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    loginRateLimit: 100_000,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: config.databaseUrl ? 20 : 1,
  });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  const runs = Number(values.runs);
  const results: Record<string, Timing[]> = {};
  try {
    for (const name of chosen) {
      results[name] = await suites[name](app, database.db, { runs });
      printTimings(`${name} (${database.mode}, ${runs} runs each)`, results[name]);
    }
  } finally {
    await app.close();
    await database.close();
  }
  mkdirSync('test-results', { recursive: true });
  const file = path.join('test-results', `bench-${database.mode}-${chosen.join('-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ engine: database.mode, at: new Date().toISOString(), results }, null, 2),
  );
  console.log(`\nResults written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
