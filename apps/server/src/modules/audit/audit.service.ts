import { AUDIT_PAGE_SIZE, type AuditEntry } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import {
  countAuditEntries,
  insertAuditEntry,
  listAuditEntries,
  type AuditFilter,
  type AuditRecord,
} from './audit.queries';

/**
 * Records a staff action. Pass the writing transaction so the entry and the change commit (or roll back)
 * together: a failed edit leaves no entry, and no change goes unrecorded.
 */
export const recordAudit = (tx: Executor, record: AuditRecord): Promise<void> => insertAuditEntry(tx, record);

export function createAuditService(db: Db) {
  return {
    async list(filter: AuditFilter, page: number) {
      const [entries, total] = await Promise.all([
        listAuditEntries(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
        countAuditEntries(db, filter),
      ]);
      return {
        entries,
        pagination: { page, limit: AUDIT_PAGE_SIZE, total, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) },
      };
    },

    /** The dashboard's recent updates. */
    recent: (limit: number): Promise<AuditEntry[]> => listAuditEntries(db, {}, limit, 0),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
