import { sql } from 'drizzle-orm';
import type { ImportCandidate, ImportLineStatus } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { intArray, textArray } from '@/db/sql';
import type { Agency } from './import-line';

export type ImportRow = {
  import_id: string;
  user_id: number;
  file_name: string;
  file_hash: string;
  storage_key: string | null;
  format: string;
  status: string;
  progress: number;
  total_lines: number;
  columns: string[];
  mapping: string[];
  sample: string[][];
  on_duplicates: 'skip' | 'add' | null;
  added: number | null;
  removed: number | null;
  error: string | null;
  created_at: Date | string;
  committed_at: Date | string | null;
};

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

export async function insertImport(
  db: Executor,
  row: Pick<
    ImportRow,
    | 'user_id'
    | 'file_name'
    | 'file_hash'
    | 'storage_key'
    | 'format'
    | 'total_lines'
    | 'columns'
    | 'mapping'
    | 'sample'
  >,
): Promise<ImportRow> {
  const { rows } = await db.execute<ImportRow>(sql`
    insert into collection_imports (user_id, file_name, file_hash, storage_key, format, total_lines, columns, mapping, sample)
    values (${row.user_id}, ${row.file_name}, ${row.file_hash}, ${row.storage_key}, ${row.format}, ${row.total_lines},
      ${JSON.stringify(row.columns)}::jsonb, ${JSON.stringify(row.mapping)}::jsonb, ${JSON.stringify(row.sample)}::jsonb)
    returning *`);
  return rows[0]!;
}

/** The import of this user (another user's import is not found), locked when `forUpdate`. */
export async function findImport(db: Executor, userId: number | null, importId: string, forUpdate = false) {
  const { rows } = await db.execute<ImportRow>(sql`
    select * from collection_imports
    where import_id = ${importId} ${userId === null ? sql`` : sql`and user_id = ${userId}`}
    ${forUpdate ? sql`for update` : sql``}`);
  return rows[0] ?? null;
}

export async function listImports(db: Executor, userId: number, limit: number) {
  const { rows } = await db.execute<ImportRow>(sql`
    select * from collection_imports where user_id = ${userId} order by created_at desc, import_id limit ${limit}`);
  return rows;
}

export async function updateImport(
  db: Executor,
  importId: string,
  change: Partial<
    Pick<
      ImportRow,
      'status' | 'progress' | 'mapping' | 'on_duplicates' | 'added' | 'removed' | 'error' | 'storage_key'
    >
  > & {
    committed?: boolean;
  },
) {
  const sets = [
    change.status !== undefined ? sql`status = ${change.status}` : null,
    change.progress !== undefined ? sql`progress = ${change.progress}` : null,
    change.mapping !== undefined ? sql`mapping = ${JSON.stringify(change.mapping)}::jsonb` : null,
    change.on_duplicates !== undefined ? sql`on_duplicates = ${change.on_duplicates}` : null,
    change.added !== undefined ? sql`added = ${change.added}` : null,
    change.removed !== undefined ? sql`removed = ${change.removed}` : null,
    change.error !== undefined ? sql`error = ${change.error}` : null,
    change.storage_key !== undefined ? sql`storage_key = ${change.storage_key}` : null,
    change.committed ? sql`committed_at = now()` : null,
  ].filter((part) => part !== null);
  await db.execute(
    sql`update collection_imports set ${sql.join(sets, sql`, `)} where import_id = ${importId}`,
  );
}

/**
 * Moves an import from one status to another only if it is still in the first: the one request that wins owns
 * the change (two undo clicks at once remove the batch once). Null when the import was not in 'from'.
 */
export async function moveStatus(db: Executor, userId: number, importId: string, from: string, to: string) {
  const { rows } = await db.execute<ImportRow>(sql`
    update collection_imports set status = ${to}
    where import_id = ${importId} and user_id = ${userId} and status = ${from}
    returning *`);
  return rows[0] ?? null;
}

export async function deleteImport(db: Executor, importId: string) {
  await db.execute(sql`delete from collection_imports where import_id = ${importId}`);
}

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

export async function insertEntries(
  db: Executor,
  importId: string,
  entries: { user_card_id: number; line_id: number }[],
) {
  for (let start = 0; start < entries.length; start += 1000) {
    const chunk = entries.slice(start, start + 1000);
    await db.execute(sql`
      insert into collection_import_entries (user_card_id, import_id, line_id)
      select x.user_card_id, ${importId}::uuid, x.line_id
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(user_card_id int, line_id int)`);
  }
}

export async function batchEntryIds(db: Executor, importId: string): Promise<number[]> {
  const { rows } = await db.execute<{ user_card_id: number }>(
    sql`select user_card_id from collection_import_entries where import_id = ${importId} order by user_card_id`,
  );
  return rows.map((row) => row.user_card_id);
}

export async function gradingAgencies(db: Executor): Promise<Agency[]> {
  const { rows } = await db.execute<Agency>(
    sql`select grading_agency_id id, abbreviation, name from grading_agencies`,
  );
  return rows;
}

export async function locationsOf(db: Executor, userId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select user_location_id id, location name from user_locations where user_id = ${userId}`,
  );
  return rows;
}

/** Codes the collector's entries already use (an imported code that is taken is left to the collection to draw). */
export async function usedCodes(db: Executor, userId: number, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const { rows } = await db.execute<{ random_code: string }>(sql`
    select random_code from user_cards where user_id = ${userId} and random_code = any(${textArray(codes)})`);
  return new Set(rows.map((row) => row.random_code));
}

/** Catalogue cards as a line offers them (a card picked by the user: any card of the catalogue). */
export async function candidateViews(db: Executor, cardIds: number[]): Promise<ImportCandidate[]> {
  if (!cardIds.length) return [];
  const { rows } = await db.execute<ImportCandidate>(sql`
    select c.card_id, st.year set_year, st.name set_name, s.name series_name, c.card_number,
      coalesce((select array_agg(trim(p.first_name || ' ' || p.last_name) order by cpt.sort_order)
        from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id),
        '{}') players,
      col.name color, coalesce(c.print_run, s.max_print_run) print_run, s.front_image_path front_image_url,
      1 confidence
    from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    left join colors col on col.color_id = s.color_id
    where c.card_id = any(${intArray(cardIds)})`);
  return rows;
}
