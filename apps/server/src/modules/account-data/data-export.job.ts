import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';
import { collectionToCsv, DATA_EXPORT_DAYS, type UserCard } from '@cardbinder/shared';
import { recordEvent } from '@/events';
import type { JobHandler } from '@/jobs/worker';
import { putInParts, type FileStorage } from '@/plugins/storage';
import * as q from './account-data.queries';

export const DATA_EXPORT_JOB = 'data-export';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

export interface DataExportDeps {
  storage: FileStorage;
  /** the collector's whole collection as the dashboard lists it (the collection module's) */
  collection: (userId: number) => Promise<UserCard[]>;
}

/**
 * Makes one requester's zip: profile, collection as CSV (the dashboard's own 'Download CSV') and JSON, photos,
 * comments, notifications and achievements, every query filtered by the export's own user. The zip streams
 * into the file storage (photos are read one at a time, stored without recompression), in parts of at most the
 * storage's largest file, under keys named by the export (a run again after a kill replaces them); the export is
 * marked ready and `account.exportReady` recorded in one step, so the notice and the link come together.
 */
export function dataExportJobHandler({ storage, collection }: DataExportDeps): JobHandler {
  return async ({ db, job, step, progress }) => {
    const { exportId } = job.payload as { exportId: string };
    const found = await q.findExport(db, exportId);
    if (!found || found.status !== 'queued') return { skipped: true };
    const userId = found.user_id;
    try {
      // one after another: the job's connection runs one query at a time (and the embedded database has one)
      const profile = await q.profileOf(db, userId);
      const cards = await collection(userId);
      const comments = await q.commentsOf(db, userId);
      const notifications = await q.notificationsOf(db, userId);
      const achievements = await q.achievementsOf(db, userId);
      const photos = await q.photoFilesOf(db, userId);
      await progress(0, photos.length);
      const zip = new ZipFile();
      const output = zip.outputStream.pipe(new PassThrough());
      // a photo that cannot be read fails the zip's stream, and so the export, rather than leaving it waiting
      zip.on('error', (error: Error) => output.destroy(error));
      zip.addBuffer(json(profile), 'profile.json');
      zip.addBuffer(Buffer.from(collectionToCsv(cards)), 'collection.csv');
      zip.addBuffer(json(cards), 'collection.json');
      zip.addBuffer(json(comments), 'comments.json');
      zip.addBuffer(json(notifications), 'notifications.json');
      zip.addBuffer(json(achievements), 'achievements.json');
      photos.forEach((photo, index) => {
        zip.addReadStreamLazy(
          `photos/${photo.user_card_id}-${photo.sort_order}.${extensionOf(photo.storage_key)}`,
          { compress: false },
          (done) => {
            storage.get(photo.storage_key).then(
              (file) => {
                if (index % 100 === 0) void progress(index, photos.length).catch(() => undefined);
                done(null, file?.stream ?? emptyStream());
              },
              (error: unknown) => done(error as Error, emptyStream()),
            );
          },
        );
      });
      zip.end();
      const { keys, size } = await putInParts(storage, `data-exports/${userId}/${exportId}.zip`, output);
      await step(async (tx) => {
        await q.markExportReady(tx, exportId, keys, size, DATA_EXPORT_DAYS);
        await recordEvent(tx, 'account.exportReady', { userId, exportId });
      });
      await progress(photos.length, photos.length);
      return { size, parts: keys.length, photos: photos.length };
    } catch (error) {
      // the page shows the failure and offers a new request; a retry of this job would find it failed
      await q.markExportFailed(db, exportId, error instanceof Error ? error.message : String(error));
      return { failed: true };
    }
  };
}

function emptyStream() {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
