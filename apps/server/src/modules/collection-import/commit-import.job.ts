import { COLLECTION_IMPORT_MESSAGES as M, type UserCardFields } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import type { JobHandler } from '@/jobs/worker';
import { AppError } from '@/lib/errors';
import type { UserCardsService } from '@/modules/collection';
import type { FileStorage } from '@/plugins/storage';
import * as q from './collection-import.queries';
import * as entryQueries from './import-entries.queries';
import * as lineQueries from './import-lines.queries';
import type { LineFields } from './import-line';

export const COMMIT_IMPORT_JOB = 'collection-import-commit';

export interface CommitImportDeps {
  storage: FileStorage;
  /** the collection's own add: its rules, one `collection.cardsAdded` event for the batch, all or nothing */
  addEntries: UserCardsService['addEntries'];
  /** a new location of the collector (the collection's), answering its id */
  createLocation: (userId: number, name: string) => Promise<number>;
}

/** Location names of the file as the collector's locations: found by name (any case) or made. */
async function locationIds(db: Db, userId: number, names: string[], deps: CommitImportDeps) {
  const ids = new Map<string, number>();
  const known = new Map(
    (await entryQueries.locationsOf(db, userId)).map((l) => [l.name.toLowerCase(), l.id]),
  );
  for (const name of new Set(names)) {
    const key = name.toLowerCase();
    let id = known.get(key);
    if (id === undefined) {
      id = await deps.createLocation(userId, name);
      known.set(key, id);
    }
    ids.set(name, id);
  }
  return ids;
}

/**
 * Adds an import's matched lines as one batch: each line `quantity` entries with its fields, through the
 * collection's addEntries (one transaction, one event), the batch's links and the import's new state written
 * in that same transaction. Lines imported before are left out when the collector chose 'skip'.
 * An imported code already used in the collection is not taken: the entry draws a new one.
 */
export function commitImportJobHandler(deps: CommitImportDeps): JobHandler {
  return async ({ db, job }) => {
    const { importId } = job.payload as { importId: string };
    const found = await q.findImport(db, null, importId);
    if (!found || found.status !== 'committing') return { skipped: true };
    const userId = found.user_id;
    try {
      let lines = await lineQueries.linesToAdd(db, importId);
      if (found.on_duplicates === 'skip') {
        const duplicates = new Set(await lineQueries.duplicateLineIds(db, userId, importId));
        lines = lines.filter((line) => !duplicates.has(line.line_id));
      }
      const fieldsOf = (line: lineQueries.LineRow) => line.fields as LineFields;
      const locations = await locationIds(
        db,
        userId,
        lines.flatMap((line) => fieldsOf(line).location ?? []),
        deps,
      );
      await q.updateImport(db, importId, { progress: 20 });
      const codes = lines.flatMap((line) => fieldsOf(line).random_code ?? []);
      const taken = await entryQueries.usedCodes(db, userId, codes);
      const entries: (UserCardFields & { card_id: number })[] = [];
      const lineIds: number[] = [];
      for (const line of lines) {
        const { location, print_run: _printRun, random_code: code, ...fields } = fieldsOf(line);
        for (let copy = 0; copy < line.quantity; copy += 1) {
          const ownCode = copy === 0 && code && !taken.has(code) ? code : undefined;
          if (ownCode) taken.add(ownCode);
          entries.push({
            ...fields,
            card_id: line.card_id!,
            ...(ownCode ? { random_code: ownCode } : {}),
            ...(location ? { user_location: locations.get(location)! } : {}),
          });
          lineIds.push(line.line_id);
        }
      }
      const finish = async (tx: Executor, userCardIds: number[]) => {
        await entryQueries.insertEntries(
          tx,
          importId,
          userCardIds.map((id, i) => ({ user_card_id: id, line_id: lineIds[i]! })),
        );
        await q.updateImport(tx, importId, {
          status: 'committed',
          progress: 100,
          added: userCardIds.length,
          error: null,
          committed: true,
        });
      };
      if (entries.length) await deps.addEntries(userId, entries, finish);
      else await db.transaction((tx) => finish(tx, []));
      if (found.storage_key) {
        await deps.storage.remove(found.storage_key).catch(() => undefined);
        await q.updateImport(db, importId, { storage_key: null });
      }
      return { added: entries.length };
    } catch (error) {
      // the lines stay as they were: the collector can commit again after reading why
      const message = error instanceof AppError ? error.message : M.commitFailed;
      await q.updateImport(db, importId, { status: 'failed', error: message, progress: 0 });
      if (!(error instanceof AppError)) throw error;
      return { failed: true };
    }
  };
}
