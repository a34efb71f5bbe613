import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-database';
import { holdingStartupLock, openDatabase, type Database } from './client';

/** Servers starting together on one PostgreSQL take turns at migrating and seeding (the embedded one is alone). */
const shared = Boolean(process.env.DATABASE_URL);
let databases: Database[] = [];
beforeAll(async () => {
  if (!shared) return;
  const first = await openTestDatabase();
  const url = first.pool.options.connectionString!;
  databases = [
    first,
    ...(await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })))),
  ];
});
afterAll(async () => {
  for (const database of databases.slice(1)) await database.close();
  await databases[0]?.close();
});

describe.skipIf(!shared)('the start-up lock (runs with DATABASE_URL)', () => {
  it('lets one server at a time run its start-up work, each after the previous one finished', async () => {
    const events: string[] = [];
    await Promise.all(
      databases.map((database, n) =>
        holdingStartupLock(database, async () => {
          events.push(`start ${n}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          events.push(`end ${n}`);
        }),
      ),
    );
    expect(events).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) expect(events[i + 1]).toBe(events[i]!.replace('start', 'end'));
  });
});
