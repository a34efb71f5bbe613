import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, type Database, type DatabaseOptions } from '@/db/client';
import { adminQuery, TEMPLATE_DATABASE_ENV, TEMPLATE_FILE_ENV } from './migrated-template';
import { embeddedSampleTemplate, postgresSampleTemplate } from './sample-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the server named by DATABASE_URL (dropped again on close).
 * Both start as a copy of the template the global setup migrated, when there is one; the migrator
 * then finds nothing left to apply. `migrate: false` leaves it empty, for tests of a migration itself;
 * `sampleCatalogue: true` starts it with the sample catalogue loaded (sample-template.ts).
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'idleTimeoutMillis'> & { migrate?: boolean; sampleCatalogue?: boolean } = {},
): Promise<Database> {
  const { migrate = true, sampleCatalogue = false, ...databaseOptions } = options;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = sampleCatalogue
      ? await embeddedSampleTemplate()
      : migrate
        ? process.env[TEMPLATE_FILE_ENV]
        : undefined;
    const database = await openDatabase({
      ...databaseOptions,
      dataDir: 'memory://',
      template,
      sharedProcess: true,
    });
    if (migrate) await migrateDatabase(database);
    return database;
  }
  const name = `cardbinder_test_${randomBytes(6).toString('hex')}`;
  const template = sampleCatalogue
    ? await postgresSampleTemplate(url)
    : migrate
      ? process.env[TEMPLATE_DATABASE_ENV]
      : undefined;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ ...databaseOptions, databaseUrl: testUrl.toString(), poolSize: 5 });
  if (migrate) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
