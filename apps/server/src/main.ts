import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { buildApp } from './server';
import path from 'node:path';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CardBinder is running on ${config.appUrl} (${database.mode} database)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`CardBinder failed to start: ${String(error)}\n`);
  process.exit(1);
});
