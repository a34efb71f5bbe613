import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { executePrepared } from './prepared';

const statement = (value: number) => sql`select ${value}::int as value, count(*) as n from pg_class`;
const run = async (database: Database, value: number) =>
  (await executePrepared<{ value: number }>(database.db, statement(value)))[0]!.value;

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('named prepared statements', () => {
  it('still run after a failed query has replaced the connection', async () => {
    database = await openTestDatabase();
    expect(await run(database, 1)).toBe(1);
    for (let round = 2; round <= 4; round += 1) {
      await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
      expect(await run(database, round)).toBe(round);
    }
  });

  it('still run after idle connections were closed and opened again', async () => {
    database = await openTestDatabase({ idleTimeoutMillis: 20 });
    expect(await run(database, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(database.pool.totalCount).toBe(0);
    expect(await run(database, 2)).toBe(2);
  });

  it('leave no statements of dropped connections behind in a shared session', async () => {
    database = await openTestDatabase();
    await run(database, 1);
    await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
    await run(database, 2);
    const { rows } = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'p\\_%'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});
