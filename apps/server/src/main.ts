import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { holdingStartupLock, migrateDatabase, openDatabase, type Database } from './db/client';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './server';
import { importLocalFiles } from './plugins/storage';
import { startWorker } from './jobs/worker';
import { seedReferenceData } from './modules/catalogue';
import { seedStartingCatalogue } from './modules/achievements';
import { loadSampleCatalogueIfEmpty } from './modules/ingestion';
import { startEbayStandIn } from './modules/marketplace';
import { startScheduler } from './jobs/schedules';
import { markSearchDocumentsCurrent, rebuildOutdatedSearchDocuments } from './modules/search';

/** apps/server/sample-catalogue, from both src/ (tsx) and dist/ (the build) */
const SAMPLE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../sample-catalogue/catalogue.json.gz',
);

/** how long a stopping server may take to finish its requests and hand back its job */
/** How long a just-accepted connection may take to send its request while the server drains. */
const FRESH_CONNECTION_GRACE_MS = 1000;
const IDLE_CLOSE_EVERY_MS = 500;
const SHUTDOWN_LIMIT_MS = 30_000;
const WORKER_GRACE_MS = 20_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    searchPoolSize: config.searchConnections,
  });
  // several servers starting together on one PostgreSQL: one migrates and seeds, the others wait, then find it done
  await holdingStartupLock(
    database,
    async () => {
      await migrateDatabase(database);
      await seedReferenceData(database.db);
    },
    (message) => process.stderr.write(`${message}\n`),
  );
  const app = await buildApp({ config, database });
  await holdingStartupLock(
    database,
    () => prepareData(app, config, database),
    (message) => app.log.warn(message),
  );
  const ebayStandIn = await startLocalEbay(app, config);
  const worker = config.runWorker ? startWorker(database.db, app.ctx.services.jobHandlers, app.log) : null;
  const scheduler = config.runWorker
    ? startScheduler(database.db, app.ctx.services.schedules, app.log)
    : null;
  let stopping = false;
  /**
   * SIGTERM drains: /ready answers 503, the listener closes (new connections are refused, so a proxy sends
   * them to another server, POSTs included) and the requests in flight finish; then the worker hands back
   * what it still runs. A server that cannot finish in time exits anyway.
   */
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    app.ctx.services.status.startDraining();
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    scheduler?.stop();
    keepFreshConnections(app);
    await app.close();
    await worker?.stop(WORKER_GRACE_MS);
    await ebayStandIn?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CardBinder is running on ${config.appUrl} (${database.mode} database)`);
}

/**
 * Closing the listener also drops every connection that is idle at that moment (Node's server.close), and
 * a connection the proxy opened a moment before, whose request is not read yet, counts as idle: the proxy
 * then fails that request, and never resends a POST. So idle connections are dropped a little later, once
 * such a request has been read (and is served, as Fastify's return503OnClosing is off), then every half
 * second until only requests in flight are left.
 */
function keepFreshConnections(app: FastifyInstance): void {
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  setTimeout(() => setInterval(closeIdle, IDLE_CLOSE_EVERY_MS).unref(), FRESH_CONNECTION_GRACE_MS).unref();
}

/** The data every start makes sure of: files moving into PostgreSQL, starting catalogues, search documents. */
async function prepareData(app: FastifyInstance, config: AppConfig, database: Database) {
  const copied = await importLocalFiles(app.ctx.services.storage, database.db, config.storageDir);
  if (copied > 0) app.log.info(`Storage: ${copied} files of ${config.storageDir} copied into PostgreSQL`);
  if (await seedStartingCatalogue(database.db))
    app.log.info('Achievements: the starting catalogue was written');
  if (config.loadSampleCatalogue) {
    const sample = await loadSampleCatalogueIfEmpty(
      database.db,
      config.sampleCatalogueFile ?? SAMPLE_FILE,
      app.log,
      app.ctx.services.events,
    );
    // the load wrote every document with this version's code
    if (sample.loaded) await markSearchDocumentsCurrent(database.db);
  }
  const started = Date.now();
  if (await rebuildOutdatedSearchDocuments(database.db))
    app.log.info(
      `Search documents rebuilt for this version in ${Math.round((Date.now() - started) / 1000)} s`,
    );
}

/** EBAY_PROVIDER=local (the default without eBay credentials): the stand-in eBay runs beside the app. */
async function startLocalEbay(app: FastifyInstance, config: AppConfig) {
  if (config.ebay.provider !== 'local') return null;
  const standIn = await startEbayStandIn({
    port: config.ebay.localPort,
    clientId: config.ebay.clientId,
    clientSecret: config.ebay.clientSecret,
    ruName: config.ebay.ruName,
    returnUrl: `${config.appUrl}/settings/profile`,
  })
    // a busy port leaves the app running, only without the local eBay
    .catch((error: unknown) => {
      app.log.warn(
        `The local eBay stand-in could not start on port ${config.ebay.localPort}: ${String(error)}`,
      );
      return null;
    });
  if (standIn) app.log.info(`Local eBay stand-in on ${standIn.url}`);
  return standIn;
}

main().catch((error: unknown) => {
  process.stderr.write(`CardBinder failed to start: ${String(error)}\n`);
  process.exit(1);
});
