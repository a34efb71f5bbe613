import { sql } from 'drizzle-orm';
import type { ImportCandidate, ImportLineStatus } from '@cardbinder/shared';
import type { Executor } from '@/db/client';

export type LineRow = {
  line_id: number;
  row_number: number;
  cells: string[];
  line_key: string;
  status: string;
  card_id: number | null;
  candidates: ImportCandidate[];
  quantity: number;
  fields: Record<string, unknown>;
  skipped: boolean;
  picked: boolean;
  error: string | null;
};

export async function deleteLines(db: Executor, importId: string) {
  await db.execute(sql`delete from collection_import_lines where import_id = ${importId}`);
}

export type NewLine = Pick<
  LineRow,
  'row_number' | 'cells' | 'line_key' | 'status' | 'quantity' | 'fields' | 'error'
> & {
  title: string;
};

/** Lines in chunks (a 10,000-line file is a few statements, not 10,000). */
export async function insertLines(db: Executor, importId: string, lines: NewLine[]) {
  for (let start = 0; start < lines.length; start += 500) {
    const chunk = lines.slice(start, start + 500);
    await db.execute(sql`
      insert into collection_import_lines (import_id, row_number, cells, line_key, status, quantity, fields, error)
      select ${importId}::uuid, x.row_number, x.cells, x.line_key, x.status, x.quantity, x.fields, x.error
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as x(row_number int, cells jsonb, line_key text, status text, quantity int, fields jsonb, error text)`);
  }
}

export async function countLines(db: Executor, importId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int n from collection_import_lines where import_id = ${importId}`,
  );
  return rows[0]!.n;
}

export async function pendingLines(db: Executor, importId: string, limit: number) {
  const { rows } = await db.execute<LineRow>(sql`
    select * from collection_import_lines where import_id = ${importId} and status = 'pending'
    order by row_number limit ${limit}`);
  return rows;
}

export async function saveMatches(
  db: Executor,
  matches: {
    line_id: number;
    status: string;
    card_id: number | null;
    candidates: ImportCandidate[];
    error: string | null;
  }[],
) {
  if (!matches.length) return;
  await db.execute(sql`
    update collection_import_lines l set status = x.status, card_id = x.card_id, candidates = x.candidates, error = x.error
    from jsonb_to_recordset(${JSON.stringify(matches)}::jsonb)
      as x(line_id int, status text, card_id int, candidates jsonb, error text)
    where l.line_id = x.line_id`);
}

export type Counts = Record<ImportLineStatus | 'skipped' | 'entries_to_add' | 'pending', number>;

export async function lineCounts(db: Executor, importId: string): Promise<Counts> {
  const { rows } = await db.execute<Counts>(sql`
    select
      count(*) filter (where status = 'matched')::int matched,
      count(*) filter (where status = 'uncertain')::int uncertain,
      count(*) filter (where status = 'not_found')::int not_found,
      count(*) filter (where status = 'invalid')::int invalid,
      count(*) filter (where status = 'pending')::int pending,
      count(*) filter (where skipped)::int skipped,
      coalesce(sum(quantity) filter (where status = 'matched' and not skipped), 0)::int entries_to_add
    from collection_import_lines where import_id = ${importId}`);
  return rows[0]!;
}

export async function linePage(
  db: Executor,
  importId: string,
  status: ImportLineStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = status ? sql`and status = ${status}` : sql``;
  const { rows } = await db.execute<LineRow & { total: number }>(sql`
    select *, count(*) over ()::int total from collection_import_lines
    where import_id = ${importId} ${where} order by row_number limit ${limit} offset ${offset}`);
  return { lines: rows, total: rows[0]?.total ?? 0 };
}

export async function findLine(db: Executor, importId: string, lineId: number) {
  const { rows } = await db.execute<LineRow>(sql`
    select * from collection_import_lines where import_id = ${importId} and line_id = ${lineId}`);
  return rows[0] ?? null;
}

export async function updateLine(
  db: Executor,
  lineId: number,
  change: { status?: string; card_id?: number; picked?: boolean; skipped?: boolean; error?: string | null },
) {
  const sets = [
    change.status !== undefined ? sql`status = ${change.status}` : null,
    change.card_id !== undefined ? sql`card_id = ${change.card_id}` : null,
    change.picked !== undefined ? sql`picked = ${change.picked}` : null,
    change.skipped !== undefined ? sql`skipped = ${change.skipped}` : null,
    change.error !== undefined ? sql`error = ${change.error}` : null,
  ].filter((part) => part !== null);
  await db.execute(
    sql`update collection_import_lines set ${sql.join(sets, sql`, `)} where line_id = ${lineId}`,
  );
}

/** Lines to report as not found: not found and invalid, in file order. */
export async function problemLines(db: Executor, importId: string) {
  const { rows } = await db.execute<LineRow>(sql`
    select * from collection_import_lines where import_id = ${importId} and status in ('not_found', 'invalid')
    order by row_number`);
  return rows;
}

/** Lines a commit adds: matched and not skipped. */
export async function linesToAdd(db: Executor, importId: string) {
  const { rows } = await db.execute<LineRow>(sql`
    select * from collection_import_lines
    where import_id = ${importId} and status = 'matched' and not skipped and card_id is not null
    order by row_number`);
  return rows;
}

/**
 * Lines of this import that were imported before: the same file or an identical line of another import of
 * this collector whose entries are still in the collection.
 */
export async function duplicateLineIds(db: Executor, userId: number, importId: string): Promise<number[]> {
  const { rows } = await db.execute<{ line_id: number }>(sql`
    select l.line_id from collection_import_lines l
    where l.import_id = ${importId} and l.status = 'matched' and not l.skipped
      and exists (
        select 1 from collection_import_lines o
        join collection_imports i on i.import_id = o.import_id
        join collection_import_entries e on e.line_id = o.line_id
        where o.line_key = l.line_key and i.user_id = ${userId} and i.import_id <> ${importId})`);
  return rows.map((row) => row.line_id);
}
