import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/**
 * An md5 of every row of every table, by table: two equal fingerprints mean nothing was written in between.
 * rate_limit_counters is left out: a limit counts every attempt, refused ones included, by design.
 */
export async function tableFingerprints(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_counters'
    order by table_name`);
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
          from ${sql.identifier(name)} t`,
  );
  const result = await database.db.execute<{ name: string; hash: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}
