import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { series, setSpreadsheets, sets } from '@/db/schema';

export const SPREADSHEET_JOB = 'set_spreadsheet';

export type QueueJobRow = {
  queue_id: number;
  set_id: number | null;
  set_name: string | null;
  set_year: number | null;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  priority: number;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  retry_count: number;
  error: string | null;
};

/** Pending spreadsheet jobs first (most urgent first), then the 20 most recently finished. */
export async function listQueue(db: Executor): Promise<QueueJobRow[]> {
  const result = await db.execute<QueueJobRow>(sql`
    with picked as (
      (select * from jobs where type = ${SPREADSHEET_JOB} and status in ('queued', 'processing'))
      union all
      (select * from jobs where type = ${SPREADSHEET_JOB} and status in ('completed', 'failed')
       order by finished_at desc nulls last limit 20)
    )
    select j.job_id as queue_id, st.set_id, st.name as set_name, st.year as set_year, j.status, j.priority,
           j.queued_at, j.started_at, j.finished_at, j.retry_count, j.error
    from picked j left join sets st on st.set_id = (j.payload->>'set_id')::int
    order by j.status in ('queued', 'processing') desc, j.status = 'processing' desc, j.priority desc,
             coalesce(j.finished_at, j.queued_at) desc, j.job_id desc`);
  return result.rows;
}

export async function countPending(db: Executor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from jobs where type = ${SPREADSHEET_JOB} and status in ('queued', 'processing')`);
  return result.rows[0]?.n ?? 0;
}

export async function findSetForSheet(db: Executor, setId: number) {
  const result = await db.execute<SqlColumns<typeof sets, 'set_id' | 'name' | 'slug' | 'year'>>(
    sql`select set_id, name, slug, year from sets where set_id = ${setId}`,
  );
  return result.rows[0];
}

export async function listSetSeriesIds(db: Executor, setId: number) {
  const result = await db.execute<SqlColumns<typeof series, 'series_id'>>(sql`
    select s.series_id from series s left join series p on p.series_id = s.parallel_of_series
    where s.set_id = ${setId}
    order by coalesce(p.is_base, s.is_base) desc, coalesce(p.name, s.name), coalesce(p.series_id, s.series_id),
             s.parallel_of_series is not null, s.max_print_run desc nulls first, s.name`);
  return result.rows.map((row) => row.series_id);
}

export async function upsertSpreadsheet(
  db: Executor,
  values: { setId: number; storageKey: string; fileSize: number },
): Promise<void> {
  await db.execute(sql`
    insert into set_spreadsheets (set_id, storage_key, format, file_size, generated_at)
    values (${values.setId}, ${values.storageKey}, 'xlsx', ${values.fileSize}, now())
    on conflict (set_id) do update set storage_key = excluded.storage_key, format = excluded.format,
      file_size = excluded.file_size, generated_at = excluded.generated_at`);
}

export async function findSpreadsheetFile(db: Executor, setId: number) {
  const result = await db.execute<
    SqlColumns<typeof setSpreadsheets, 'storage_key' | 'file_size'> & SqlColumns<typeof sets, 'slug' | 'year'>
  >(sql`
    select ss.storage_key, ss.file_size, st.slug, st.year
    from set_spreadsheets ss join sets st on st.set_id = ss.set_id where ss.set_id = ${setId}`);
  return result.rows[0];
}

/** The sets among `setIds` (a query of set ids) that have a stored spreadsheet. */
export async function setsWithSpreadsheet(db: Executor, setIds: SQL): Promise<number[]> {
  const result = await db.execute<SqlColumns<typeof setSpreadsheets, 'set_id'>>(
    sql`select set_id from set_spreadsheets where set_id in (${setIds})`,
  );
  return result.rows.map((row) => row.set_id);
}
