import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-database';
import type { Database } from './client';

/** PostgreSQL drops a connection (a restart, an administrator) while a transaction holds it. */
const shared = Boolean(process.env.DATABASE_URL);
let database: Database;
beforeAll(async () => {
  if (shared) database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe.skipIf(!shared)(
  'a connection dropped in the middle of a transaction (runs with DATABASE_URL)',
  () => {
    it('fails that transaction, keeps the process, and the next query gets a new connection', async () => {
      const transaction = database.db.transaction(async (tx) => {
        const [{ pid }] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows as [
          { pid: number },
        ];
        // the connection is checked out and between statements when it is dropped
        await database.pool.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const answer = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(answer.rows[0]).toEqual({ one: 1 });
    });
  },
);
