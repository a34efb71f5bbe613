import { sql } from 'drizzle-orm';
import type { ImportCandidate } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
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

export async function gradingAgencies(db: Executor): Promise<Agency[]> {
  const { rows } = await db.execute<Agency>(
    sql`select grading_agency_id id, abbreviation, name from grading_agencies`,
  );
  return rows;
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
