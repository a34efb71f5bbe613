import { createHash, randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { QueryResultRow } from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * This process's statement names start with it. The embedded database has one session for every socket
 * connection, so statements a dropped connection prepared stay there; the prefix lets a new connection
 * deallocate exactly this process's leftovers and no other process's statements.
 */
const STATEMENT_PREFIX = `p_${randomBytes(4).toString('hex')}_`;

/** connections that have forgotten their session's leftover statements */
const readyConnections = new WeakSet<pg.PoolClient>();

/**
 * node-postgres starts every connection believing nothing is prepared, and the pool replaces a connection
 * after any failed query or idle spell; in a shared session (the embedded database) the old connection's
 * statements are still there, and preparing one again would fail ("already exists") for every later search.
 */
async function forgetLeftoverStatements(client: pg.PoolClient): Promise<void> {
  await client.query('select set_config($1, $2, false)', ['cardbinder.statement_prefix', STATEMENT_PREFIX]);
  await client.query(`do $$
    declare statement record;
    begin
      for statement in select name from pg_prepared_statements
        where starts_with(name, current_setting('cardbinder.statement_prefix'))
      loop
        execute format('deallocate %I', statement.name);
      end loop;
    end $$`);
  readyConnections.add(client);
}

/**
 * Runs a statement as a named prepared statement, named by its text: each pooled connection parses it once
 * and, after a few runs, reuses its plan, so a long statement that is run over and over (a search: ~10 kB of
 * SQL, one text per shape of query) is neither sent nor planned again. Only for statements whose text
 * takes a bounded number of shapes; every value must be a bound parameter.
 */
export async function executePrepared<T extends QueryResultRow>(db: Db, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `${STATEMENT_PREFIX}${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const client = await db.$client.connect();
  let failure: Error | undefined;
  try {
    if (!readyConnections.has(client)) await forgetLeftoverStatements(client);
    const result = await client.query<T>({ name, text, values: params });
    return result.rows;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // like pool.query: a connection that failed is replaced rather than trusted
    client.release(failure);
  }
}
