import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement, named by its text: each pooled connection parses it once
 * and, after a few runs, reuses its plan, so a long statement that is run over and over (a search: ~10 kB of
 * SQL, one text per shape of query) is neither sent nor planned again. Only for statements whose text
 * takes a bounded number of shapes; every value must be a bound parameter.
 */
export async function executePrepared<T extends QueryResultRow>(db: Db, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const result = await db.$client.query<T>({ name, text, values: params });
  return result.rows;
}
