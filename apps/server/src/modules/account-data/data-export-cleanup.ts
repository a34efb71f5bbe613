import { enqueueJob } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';

export const DATA_EXPORT_CLEANUP_JOB = 'data-export-cleanup';

/** Every hour: one job removes the expired 'Download my data' zips (and their rows). */
export const dataExportCleanupSchedule: Schedule = {
  name: 'data-export-cleanup',
  everyMs: 3_600_000,
  run: (tx) =>
    enqueueJob(tx, { type: DATA_EXPORT_CLEANUP_JOB, payload: {}, dedupeKey: DATA_EXPORT_CLEANUP_JOB }),
};
