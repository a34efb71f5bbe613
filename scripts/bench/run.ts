/**
 * npm run bench -- <catalogue|search|collection|collection-import|collection-browser|profiles|admin|admin-catalogue|achievements|import|marketplace-sync|trading|values|values-reads|card-images|card-thumbnails|load|lighthouse|cluster|all> [--data-dir ./data-bench] [--runs N]
 * Server-side timings (fastify.inject, no socket; 50 runs by default) against the catalogue
 * `npm run bench:data` built, on PGlite (default) or the PostgreSQL of DATABASE_URL; collection-browser
 * loads the built dashboard in Chromium from the same server listening on a free port (5 runs by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import { buildApp } from '@/server';
import { benchAchievements } from './suites/achievements';
import { benchAdmin } from './suites/admin';
import { benchAdminCatalogue } from './suites/admin-catalogue';
import { benchCardImages } from './suites/card-images';
import { benchCardThumbnails } from './suites/card-thumbnails';
import { benchCatalogue } from './suites/catalogue';
import { benchCluster } from './suites/cluster';
import { benchCollection } from './suites/collection';
import { benchCollectionBrowser } from './suites/collection-browser';
import { benchCollectionImport } from './suites/collection-import';
import { benchImport } from './suites/import';
import { benchLighthouse } from './suites/lighthouse';
import { benchLoad } from './suites/load';
import { benchMarketplaceSync } from './suites/marketplace-sync';
import { benchProfiles } from './suites/profiles';
import { benchSearch } from './suites/search';
import { benchTrading } from './suites/trading';
import { benchValueReads, benchValues } from './suites/values';
import { printTimings, type Timing } from './measure';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string', default: './data-bench' },
    runs: { type: 'string' },
  },
});

const suites = {
  catalogue: { run: benchCatalogue, runs: 50 },
  search: { run: benchSearch, runs: 50 },
  collection: { run: benchCollection, runs: 50 },
  'collection-browser': { run: benchCollectionBrowser, runs: 5 },
  /** runs = seconds of load */
  load: { run: benchLoad, runs: 60 },
  profiles: { run: benchProfiles, runs: 50 },
  admin: { run: benchAdmin, runs: 50 },
  achievements: { run: benchAchievements, runs: 30 },
  'admin-catalogue': { run: benchAdminCatalogue, runs: 50 },
  /** one import of 1,000 cards */
  import: { run: benchImport, runs: 1 },
  /** one import of a 10,000-line collection sheet: preview, commit, undo */
  'collection-import': { run: benchCollectionImport, runs: 1 },
  /** one sync of 200 purchased lines; runs = rounds of catalogue calls measured before it */
  'marketplace-sync': { run: benchMarketplaceSync, runs: 30 },
  /** Lighthouse mobile on the issue-22 pages; runs = rounds over all pages */
  lighthouse: { run: benchLighthouse, runs: 1 },
  /** generates its wants and copies for trade once (also part of npm run bench:data) */
  trading: { run: benchTrading, runs: 50 },
  /** generates 500,000 purchase lines once and recomputes every card value from scratch */
  values: { run: benchValues, runs: 50 },
  /** the card page's values and the cost to finish only, over the stored values */
  'values-reads': { run: benchValueReads, runs: 50 },
  /** publishes 300 pictures of a series once; runs = Lighthouse runs of its grid (then its bytes, the gallery) */
  'card-images': { run: benchCardImages, runs: 3 },
  /** runs = thumbnails made (two workers) */
  'card-thumbnails': { run: benchCardThumbnails, runs: 10_000 },
};

/** A port nobody listens on, for the local eBay stand-in the marketplace suite starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
type Suite = keyof typeof suites;

async function main() {
  // the cluster suite starts a whole site of its own (databases, servers, workers, nginx)
  if (positionals.includes('cluster')) return benchCluster(values.runs ? Number(values.runs) : 30);
  const chosen = (
    positionals.length === 0 || positionals.includes('all')
      ? Object.keys(suites).filter((name) => name !== 'load')
      : positionals
  ) as Suite[];
  for (const name of chosen)
    if (!(name in suites))
      throw new Error(`Unknown suite ${name}; use ${Object.keys(suites).join(', ')} or all`);
  const dataDir = path.resolve(values['data-dir']);
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EBAY_PROVIDER: 'local',
      EBAY_LOCAL_PORT: String(await freePort()),
    }),
    loginRateLimit: 100_000,
    apiRateLimit: 1_000_000,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: config.databaseUrl ? 10 : 1,
    searchPoolSize: config.searchConnections,
  });
  await migrateDatabase(database);
  // every suite starts cold: its first request ("first ms") builds the stored list rows again
  await database.pool.query('truncate card_list_rows');
  // the built web app (apps/web/dist) is served for the browser suite
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const results: Record<string, Timing[]> = {};
  try {
    for (const name of chosen) {
      const runs = values.runs ? Number(values.runs) : suites[name].runs;
      results[name] = await suites[name].run(app, database.db, { runs });
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
