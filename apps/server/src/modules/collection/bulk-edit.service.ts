import { sql, type SQL } from 'drizzle-orm';
import {
  BULK_EDIT_MESSAGES,
  COLLECTION_MESSAGES,
  type BulkEditAction,
  type BulkEditKind,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { badRequest, notFound } from '@/lib/errors';
import * as q from './bulk-edit.queries';
import { agencyExists, locationBelongsTo } from './user-cards.queries';
import type { UserCardsService } from './user-cards.service';

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The columns each action writes: what its undo keeps and writes back. */
const COLUMNS: Record<Exclude<BulkEditKind, 'delete'>, q.BulkColumns> = {
  set_location: ['user_location'],
  set_purchase_price: ['purchase_price'],
  set_estimated_value: ['estimated_value'],
  set_grading: ['grading_agency', 'grade', 'grade_id'],
  add_note: ['notes'],
};

type EditAction = Exclude<BulkEditAction, { kind: 'delete' }>;

/** The SET clause of an action, after the rules that need the database (own location, known agency). */
async function setClause(db: Db, userId: number, action: EditAction): Promise<SQL> {
  switch (action.kind) {
    case 'set_location': {
      const location = action.user_location as number | null;
      if (location !== null && !(await locationBelongsTo(db, userId, location)))
        throw notFound(COLLECTION_MESSAGES.locationNotFound);
      return sql`user_location = ${location}`;
    }
    case 'set_purchase_price':
      return sql`purchase_price = ${money(action.purchase_price as number | null)}`;
    case 'set_estimated_value':
      return sql`estimated_value = ${money(action.estimated_value as number | null)}`;
    case 'set_grading': {
      const agency = action.grading_agency as number | null;
      if (agency !== null && !(await agencyExists(db, agency)))
        throw badRequest(COLLECTION_MESSAGES.agencyNotFound);
      // a grade belongs to an agency: without one it is cleared (as the edit form does)
      const grade = agency === null || action.grade === null ? null : String(action.grade);
      return sql`grading_agency = ${agency}, grade = ${grade}, grade_id = case when ${agency}::int is distinct from grading_agency then null else grade_id end`;
    }
    case 'add_note':
      return sql`notes = left(case when coalesce(notes, '') = '' then ${action.note} else notes || E'\n' || ${action.note} end, 2000)`;
  }
}

/**
 * Multiple selection in My Collection: one call changes or deletes every chosen entry in one statement, keeping
 * what it overwrote for an hour so the toast's Undo can put it back.
 */
export function createBulkEditService(db: Db, events: EventWriter, userCards: UserCardsService) {
  return {
    async apply(userId: number, ids: number[], action: BulkEditAction, confirmTrades = false) {
      const owned = await q.ownedEntryIds(db, userId, [...new Set(ids)]);
      if (owned.length === 0) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
      if (action.kind === 'delete') {
        const undoId = await q.saveUndo(db, userId, 'delete', owned, 'all');
        const deleted = await userCards
          .remove(userId, owned, { confirmTrades })
          .catch(async (error: unknown) => {
            await q.takeUndo(db, userId, undoId);
            throw error;
          });
        return {
          affected: deleted.length,
          undo_id: undoId,
          message: BULK_EDIT_MESSAGES.done(deleted.length, 'delete'),
        };
      }
      const set = await setClause(db, userId, action);
      return events.write(db, async (tx, record) => {
        const undoId = await q.saveUndo(tx, userId, action.kind, owned, COLUMNS[action.kind]);
        const affected = await q.updateEntries(tx, userId, owned, set);
        await record('collection.cardsEdited', { userId, userCardIds: owned });
        return { affected, undo_id: undoId, message: BULK_EDIT_MESSAGES.done(affected, action.kind) };
      });
    },

    async undo(userId: number, undoId: string) {
      return events.write(db, async (tx, record) => {
        const kept = await q.takeUndo(tx, userId, undoId);
        if (!kept) throw notFound(BULK_EDIT_MESSAGES.undoGone);
        if (kept.action === 'delete') {
          const restored = await q.reinsertEntries(tx, userId, kept.entries);
          if (restored.length > 0) await record('collection.cardsAdded', { userId, userCardIds: restored });
          return { restored: restored.length, message: BULK_EDIT_MESSAGES.undone(restored.length) };
        }
        const columns = COLUMNS[kept.action as keyof typeof COLUMNS];
        const restored = await q.restoreColumns(tx, userId, kept.entries, columns);
        if (restored.length > 0) await record('collection.cardsEdited', { userId, userCardIds: restored });
        return { restored: restored.length, message: BULK_EDIT_MESSAGES.undone(restored.length) };
      });
    },
  };
}

export type BulkEditService = ReturnType<typeof createBulkEditService>;
