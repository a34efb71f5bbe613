import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database, type DatabaseOptions } from '@/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the server named by DATABASE_URL (dropped again on close).
 * `migrate: false` leaves it empty, for tests of a migration itself.
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'idleTimeoutMillis'> & { migrate?: boolean } = {},
): Promise<Database> {
  const { migrate = true, ...databaseOptions } = options;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ ...databaseOptions, dataDir: 'memory://' });
    if (migrate) await migrateDatabase(database);
    return database;
  }
  const name = `cardbinder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ ...databaseOptions, databaseUrl: testUrl.toString(), poolSize: 5 });
  if (migrate) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
