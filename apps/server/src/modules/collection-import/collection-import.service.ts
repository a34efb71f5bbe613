import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  COLLECTION_IMPORT,
  COLLECTION_IMPORT_MESSAGES as M,
  COLLECTION_MESSAGES,
  type CollectionImport,
  type ImportField,
  type ImportLine,
  type ImportLineStatus,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { enqueueJob } from '@/jobs/job-queue';
import { badRequest, conflict, notFound } from '@/lib/errors';
import type { UserCardsService } from '@/modules/collection';
import { newStorageKey, type FileStorage } from '@/plugins/storage';
import { detectFormat, guessMapping } from './column-guess';
import { COMMIT_IMPORT_JOB } from './commit-import.job';
import * as q from './collection-import.queries';
import * as entryQueries from './import-entries.queries';
import * as lineQueries from './import-lines.queries';
import type { LineFields } from './import-line';
import { MATCH_IMPORT_JOB, serialFits } from './match-lines.job';
import { readImportSheet } from './read-sheet';

export interface CollectionImportDeps {
  db: Db;
  storage: FileStorage;
  /** removes entries unless a trade holds them (the collection's own removal, with its event) */
  removeUnlessHeld: UserCardsService['removeUnlessHeld'];
}

const SAMPLE_LINES = 5;
/** fields that say which card a line is: a mapping needs one */
const CARD_FIELDS: ImportField[] = ['set', 'card_number', 'player'];
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function importView(row: q.ImportRow, counts: lineQueries.Counts): CollectionImport {
  return {
    import_id: row.import_id,
    file_name: row.file_name,
    format: row.format as CollectionImport['format'],
    status: row.status as CollectionImport['status'],
    progress: row.progress,
    total_lines: row.total_lines,
    columns: row.columns,
    mapping: row.mapping as ImportField[],
    counts: {
      matched: counts.matched,
      uncertain: counts.uncertain,
      not_found: counts.not_found,
      invalid: counts.invalid,
      skipped: counts.skipped,
      entries_to_add: counts.entries_to_add,
    },
    added: row.added,
    removed: row.removed,
    error: row.error,
    created_at: iso(row.created_at)!,
    committed_at: iso(row.committed_at),
  };
}

function lineView(line: lineQueries.LineRow, picked: Map<number, ImportLine['card']>): ImportLine {
  const card =
    line.card_id === null
      ? null
      : (line.candidates.find((c) => c.card_id === line.card_id) ?? picked.get(line.card_id) ?? null);
  return {
    line_id: line.line_id,
    row_number: line.row_number,
    cells: line.cells,
    status: (line.status === 'pending' ? 'not_found' : line.status) as ImportLineStatus,
    card,
    candidates: line.candidates,
    quantity: line.quantity,
    skipped: line.skipped,
    picked: line.picked,
    error: line.error,
  };
}

export type CollectionImportService = ReturnType<typeof createCollectionImportService>;

export function createCollectionImportService({ db, storage, removeUnlessHeld }: CollectionImportDeps) {
  const owned = async (userId: number, importId: string) => {
    const found = await q.findImport(db, userId, importId);
    if (!found) throw notFound(M.importNotFound);
    return found;
  };
  const view = async (row: q.ImportRow) => importView(row, await lineQueries.lineCounts(db, row.import_id));

  /** The card views of lines whose card was picked from outside their candidates (e.g. found by search). */
  async function pickedCards(lines: lineQueries.LineRow[]) {
    const ids = lines.flatMap((line) =>
      line.card_id !== null && !line.candidates.some((c) => c.card_id === line.card_id) ? [line.card_id] : [],
    );
    return new Map((await q.candidateViews(db, [...new Set(ids)])).map((card) => [card.card_id, card]));
  }

  return {
    /** Reads the file whole first (every refusal before anything is stored), then keeps it and its import. */
    async upload(userId: number, file: { name: string; data: Buffer }) {
      const sheet = await readImportSheet(file);
      const isXlsx = file.data[0] === 0x50 && file.data[1] === 0x4b;
      const key = newStorageKey(`collection-imports/${userId}`, isXlsx ? 'xlsx' : 'csv');
      await storage.put(key, file.data);
      try {
        const row = await q.insertImport(db, {
          user_id: userId,
          file_name: path.basename(file.name).slice(0, 200) || 'import',
          file_hash: createHash('sha256').update(file.data).digest('hex'),
          storage_key: key,
          format: detectFormat(sheet.columns),
          total_lines: sheet.lines.length,
          columns: sheet.columns,
          mapping: guessMapping(sheet.columns),
          sample: sheet.lines.slice(0, SAMPLE_LINES).map((line) => line.cells),
        });
        return { import: await view(row), sample: row.sample };
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async list(userId: number) {
      const rows = await q.listImports(db, userId, COLLECTION_IMPORT.listLimit);
      return { imports: await Promise.all(rows.map(view)) };
    },

    async get(userId: number, importId: string, status: ImportLineStatus | undefined, page: number) {
      const row = await owned(userId, importId);
      const size = COLLECTION_IMPORT.pageSize;
      const { lines, total } = await lineQueries.linePage(db, importId, status, size, (page - 1) * size);
      const picked = await pickedCards(lines);
      return {
        import: await view(row),
        sample: row.sample,
        lines: lines.map((line) => lineView(line, picked)),
        page,
        total_pages: Math.max(1, Math.ceil(total / size)),
      };
    },

    /** The user's mapping: checked, then the lines are (re)read and matched by a job. */
    async setMapping(userId: number, importId: string, mapping: ImportField[]) {
      const row = await db.transaction(async (tx) => {
        const found = await q.findImport(tx, userId, importId, true);
        if (!found) throw notFound(M.importNotFound);
        if (!['uploaded', 'ready', 'failed'].includes(found.status) || found.committed_at)
          throw conflict(M.notWaitingForMapping);
        if (mapping.length !== found.columns.length) throw badRequest(M.mappingLength);
        const seen = new Set<ImportField>();
        for (const field of mapping) {
          if (field !== 'ignore' && seen.has(field))
            throw badRequest(M.mappingTwice(field.replace(/_/g, ' ')));
          seen.add(field);
        }
        if (!CARD_FIELDS.some((field) => seen.has(field))) throw badRequest(M.noCardColumn);
        await lineQueries.deleteLines(tx, importId);
        await q.updateImport(tx, importId, { status: 'matching', progress: 0, mapping, error: null });
        await enqueueJob(tx, {
          type: MATCH_IMPORT_JOB,
          payload: { importId },
          createdBy: userId,
          maxRetries: 1,
        });
        return (await q.findImport(tx, userId, importId))!;
      });
      return { import: await view(row) };
    },

    async updateLine(
      userId: number,
      importId: string,
      lineId: number,
      choice: { choice: 'card'; card_id: number } | { choice: 'skip' } | { choice: 'include' },
    ) {
      // the import's row lock keeps a pick from landing after a commit or a new mapping has read the lines
      const { row, updated } = await db.transaction(async (tx) => {
        const found = await q.findImport(tx, userId, importId, true);
        if (!found) throw notFound(M.importNotFound);
        if (found.status === 'committed' || found.status === 'undone') throw conflict(M.alreadyCommitted);
        if (found.status !== 'ready' && found.status !== 'failed') throw conflict(M.busy);
        const line = await lineQueries.findLine(tx, importId, lineId);
        if (!line) throw notFound(M.lineNotFound);
        if (choice.choice === 'card') {
          if (line.status === 'invalid') throw badRequest(line.error ?? M.noCard);
          const [card] = await q.candidateViews(tx, [choice.card_id]);
          if (!card) throw notFound(M.cardNotFound);
          const fields = line.fields as LineFields;
          if (!serialFits(fields, card.print_run))
            throw badRequest(
              card.print_run === null
                ? COLLECTION_MESSAGES.serialNoPrintRun
                : COLLECTION_MESSAGES.serialRange(card.print_run),
            );
          await lineQueries.updateLine(tx, lineId, {
            status: 'matched',
            card_id: card.card_id,
            picked: true,
            skipped: false,
          });
        } else {
          await lineQueries.updateLine(tx, lineId, { skipped: choice.choice === 'skip' });
        }
        return { row: found, updated: (await lineQueries.findLine(tx, importId, lineId))! };
      });
      return { import: await view(row), line: lineView(updated, await pickedCards([updated])) };
    },

    /** The lines that add nothing: the file's own columns and a Problem column, for the collector to fix. */
    async notFoundCsv(userId: number, importId: string) {
      const row = await owned(userId, importId);
      const lines = await lineQueries.problemLines(db, importId);
      return {
        fileName: `${path.parse(row.file_name).name || 'import'}-not-found.csv`,
        header: [...row.columns, 'Problem'],
        rows: lines.map((line) => [...line.cells, line.error ?? 'Not found in the catalogue']),
      };
    },

    /**
     * Queues the commit. Lines imported before (the same file or identical lines whose entries are still in
     * the collection) make it answer the count first, unless the collector already said what to do with them.
     */
    async commit(userId: number, importId: string, onDuplicates: 'skip' | 'add' | undefined) {
      return db.transaction(async (tx) => {
        const found = await q.findImport(tx, userId, importId, true);
        if (!found) throw notFound(M.importNotFound);
        if (found.status === 'committed' || found.status === 'undone') throw conflict(M.alreadyCommitted);
        if (found.status === 'committing' || found.status === 'matching') throw conflict(M.busy);
        if (
          found.status !== 'ready' &&
          !(found.status === 'failed' && (await lineQueries.countLines(tx, importId)) > 0)
        )
          throw conflict(M.notReady);
        const counts = await lineQueries.lineCounts(tx, importId);
        // a matching job that failed part-way leaves lines unmatched: the import is matched again, not half-added
        if (counts.pending > 0) throw conflict(M.matchingFailed);
        if (counts.entries_to_add === 0) throw badRequest(M.nothingToImport);
        if (!onDuplicates) {
          const duplicates = (await lineQueries.duplicateLineIds(tx, userId, importId)).length;
          if (duplicates > 0) return { duplicates, message: M.duplicates(duplicates) } as const;
        }
        await q.updateImport(tx, importId, {
          status: 'committing',
          progress: 0,
          on_duplicates: onDuplicates ?? null,
          error: null,
        });
        await enqueueJob(tx, {
          type: COMMIT_IMPORT_JOB,
          payload: { importId },
          createdBy: userId,
          maxRetries: 1,
        });
        return { import: importView((await q.findImport(tx, userId, importId))!, counts) };
      });
    },

    /** Removes the batch's entries still in the collection (a copy promised in a trade stays). */
    async undo(userId: number, importId: string) {
      if (!(await q.moveStatus(db, userId, importId, 'committed', 'undone'))) {
        const row = await owned(userId, importId);
        throw conflict(row.status === 'undone' ? M.alreadyUndone : M.notCommitted);
      }
      let removed: number;
      try {
        removed = (await removeUnlessHeld(userId, await entryQueries.batchEntryIds(db, importId))).deleted
          .length;
      } catch (error) {
        await q.updateImport(db, importId, { status: 'committed' });
        throw error;
      }
      await q.updateImport(db, importId, { removed });
      const updated = (await q.findImport(db, userId, importId))!;
      return { import: await view(updated), removed, message: M.undone(removed) };
    },

    async discard(userId: number, importId: string) {
      const row = await db.transaction(async (tx) => {
        const found = await q.findImport(tx, userId, importId, true);
        if (!found) throw notFound(M.importNotFound);
        if (found.status === 'committed') throw conflict(M.alreadyCommitted);
        if (found.status === 'matching' || found.status === 'committing') throw conflict(M.busy);
        await q.deleteImport(tx, importId);
        return found;
      });
      if (row.storage_key) await storage.remove(row.storage_key).catch(() => undefined);
      return { message: M.discarded };
    },
  };
}
