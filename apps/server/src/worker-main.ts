// `npm run worker`: runs queued jobs in a process of its own (start the API with RUN_WORKER=false to scale out).
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config';
import { holdingStartupLock, migrateDatabase, openDatabase } from './db/client';
import { createMailService } from './modules/mail';
import { createFileStorage } from './plugins/storage';
import { createServices } from './services';
import { startScheduler } from './jobs/schedules';
import { startWorker } from './jobs/worker';

/** how long a stopping worker waits for its running job before handing it back */
const STOP_GRACE_MS = 20_000;

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: 'worker' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    attachToRunningServer: true,
  });
  await holdingStartupLock(
    database,
    () => migrateDatabase(database),
    (message) => log.warn(message),
  );
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
  const scheduler = startScheduler(database.db, services.schedules, log);
  log.info(`CardBinder worker running (${database.mode} database)`);
  const shutdown = async () => {
    scheduler.stop();
    // a job still running after this is handed back: another worker takes it over at once
    await worker.stop(STOP_GRACE_MS);
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
