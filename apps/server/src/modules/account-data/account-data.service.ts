import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_DATA_MESSAGES, type DataExport } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { toIso } from '@/db/sql';
import type { EventWriter } from '@/events';
import { enqueueJob } from '@/jobs/job-queue';
import { conflict, forbidden, notFound } from '@/lib/errors';
import { deleteAccount, verifyPassword } from '@/modules/auth';
import { keyOfAvatarUrl } from '@/modules/profiles';
import { readParts, type FileStorage } from '@/plugins/storage';
import * as q from './account-data.queries';
import { DATA_EXPORT_JOB } from './data-export.job';

const toExport = (row: q.ExportRow): DataExport => ({
  id: row.export_id,
  status: row.status,
  created_at: toIso(row.created_at),
  ready_at: toIso(row.ready_at),
  expires_at: toIso(row.expires_at),
  size: row.size === null ? null : Number(row.size),
  expired: row.expired,
});

export interface AccountDataDeps {
  db: Db;
  events: EventWriter;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Settings → 'Download my data' and 'Delete my account'. */
export function createAccountDataService({ db, events, storage, log }: AccountDataDeps) {
  const removeFiles = async (keys: string[]) => {
    for (const key of keys)
      await storage.remove(key).catch((error: unknown) => log.warn({ err: error, key }, 'file not removed'));
  };

  return {
    async requestExport(userId: number) {
      const row = await db.transaction(async (tx) => {
        if (await q.hasQueuedExport(tx, userId)) throw conflict(ACCOUNT_DATA_MESSAGES.exportInProgress);
        const created = await q.insertExport(tx, userId);
        await enqueueJob(tx, {
          type: DATA_EXPORT_JOB,
          payload: { exportId: created.export_id },
          createdBy: userId,
        });
        return created;
      });
      return toExport(row);
    },

    list: async (userId: number) => (await q.listExports(db, userId)).map(toExport),

    /** The finished zip as one stream (its parts joined), to its requester only (anyone else: 404, as if none). */
    async download(userId: number, exportId: string) {
      const row = await q.findExport(db, exportId);
      if (!row || row.user_id !== userId) throw notFound(ACCOUNT_DATA_MESSAGES.exportNotFound);
      if (row.expired) throw notFound(ACCOUNT_DATA_MESSAGES.exportExpired);
      if (row.status !== 'ready' || !row.storage_keys?.length || row.size === null)
        throw notFound(ACCOUNT_DATA_MESSAGES.exportNotReady);
      const stream = await readParts(storage, row.storage_keys);
      if (!stream) throw notFound(ACCOUNT_DATA_MESSAGES.exportExpired);
      return { stream, size: Number(row.size) };
    },

    /** Expired zips leave the storage (the hourly housekeeping). */
    async removeExpired() {
      await removeFiles(await q.takeExpiredExports(db));
    },

    /**
     * Deletes the account after its password: every row of it goes by cascade (sessions and API keys first of
     * all, so it is signed out everywhere at once), `account.deleted` lets the modules that copied personal data
     * (the audit trail) forget it, and its files (photos, avatar, exports) leave the storage after the commit.
     */
    async deleteAccount(userId: number, password: string) {
      const holder = await q.accountHolder(db, userId);
      if (!holder) throw notFound('Account not found');
      if (!(await verifyPassword(password, holder.password_hash)))
        throw forbidden(ACCOUNT_DATA_MESSAGES.wrongPassword);
      if (holder.role === 'superadmin' && holder.superadmins <= 1)
        throw forbidden(ACCOUNT_DATA_MESSAGES.lastSuperadmin);
      const files = await events.write(db, async (tx, record) => {
        const keys = await q.accountFiles(tx, userId);
        const avatar = keyOfAvatarUrl(holder.avatar_url);
        await record('account.deleted', { userId, username: holder.username });
        await deleteAccount(tx, userId);
        return avatar ? [...keys, avatar] : keys;
      });
      await removeFiles(files);
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
