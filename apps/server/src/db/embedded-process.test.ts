import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '@/test/test-database';

/** every plan node of the transaction reads the clock per row, where an armed deadline cancels (pglite-cancel.ts) */
const TIMED = `select set_config('auto_explain.log_min_duration', '1h', true),
  set_config('auto_explain.log_analyze', 'on', true), set_config('auto_explain.log_timing', 'on', true)`;
const SLOW = 'select count(*)::int as n from generate_series(1, 1000) a, generate_series(1, 1000) b';

async function timedCount(database: Database, deadlineMs?: number): Promise<number> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(TIMED);
    const disarm = deadlineMs === undefined ? null : await database.cancelAfter!(deadlineMs);
    try {
      return (await client.query<{ n: number }>(SLOW)).rows[0]!.n;
    } finally {
      await disarm?.();
    }
  } finally {
    await client.query('rollback');
    client.release();
  }
}

// test databases share one PGlite process per test process (pglite-server.ts --host); PostgreSQL has its own
describe.skipIf(Boolean(process.env.DATABASE_URL))('memory databases in a shared PGlite process', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('keeps each database apart', async () => {
    await first.pool.query('create table only_in_first (id int)');
    await first.pool.query('insert into only_in_first values (1)');
    expect((await first.pool.query('select count(*)::int as n from only_in_first')).rows).toEqual([{ n: 1 }]);
    await expect(second.pool.query('select * from only_in_first')).rejects.toThrow(/does not exist/);
  });

  it("cancels the statement of the database whose deadline passed, not the other's", async () => {
    const cancelled = timedCount(first, 20);
    await expect(cancelled).rejects.toMatchObject({ code: '57014' });
    // the first database's deadline is armed again while the second one's statement runs
    const disarm = await first.cancelAfter!(1);
    try {
      expect(await timedCount(second)).toBe(1000 * 1000);
    } finally {
      await disarm();
    }
    expect(await timedCount(first)).toBe(1000 * 1000);
  });

  it('leaves the other database serving when one closes, and refuses requests for the closed one', async () => {
    const third = await openTestDatabase();
    await third.close();
    await expect(third.cancelAfter!(10)).rejects.toThrow('The embedded database is closed.');
    expect((await second.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
