// `npm run worker`: runs queued jobs in a process of its own (start the API with RUN_WORKER=false to scale out).
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { createMailService } from './modules/mail';
import { startBackgroundSyncScheduler } from './modules/marketplace';
import { createFileStorage } from './plugins/storage';
import { createServices } from './services';
import { startWorker } from './jobs/worker';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: 'worker' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    attachToRunningServer: true,
  });
  await migrateDatabase(database);
  const services = createServices({
    config,
    database,
    log,
    storage: createFileStorage(config, database),
    mail: createMailService({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  });
  const worker = startWorker(database.db, services.jobHandlers, {
    info: (message) => log.info(message),
    error: (message) => log.error(message),
  });
  const syncScheduler = startBackgroundSyncScheduler(database.db, log);
  log.info(`CardBinder worker running (${database.mode} database)`);
  const shutdown = async () => {
    syncScheduler.stop();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  process.stderr.write(`CardBinder worker failed to start: ${String(error)}\n`);
  process.exit(1);
});
