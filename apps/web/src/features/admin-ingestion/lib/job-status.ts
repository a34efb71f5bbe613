import { countLabel, type IngestionJob } from '@cardbinder/shared';

export const isRunning = (job: Pick<IngestionJob, 'status'>) =>
  job.status === 'queued' || job.status === 'processing';

/** Share of the job's workbooks done, 0 to 100 (a finished job is full whatever its counts say). */
export function jobPercent(job: Pick<IngestionJob, 'status' | 'progress' | 'total' | 'files'>): number {
  if (job.status === 'completed') return 100;
  const total = job.total ?? job.files.length;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((job.progress / total) * 100)));
}

/** One line under the progress bar. */
export function jobStatusText(job: IngestionJob): string {
  const total = job.total ?? job.files.length;
  switch (job.status) {
    case 'queued':
      return 'Waiting for the worker to start…';
    case 'processing': {
      const current = job.files[job.progress];
      return current
        ? `Ingesting ${current} (${job.progress + 1} of ${total})`
        : `Finishing (${job.progress} of ${total})`;
    }
    case 'completed':
      return job.failures.length
        ? `Finished: ${job.reports.length} of ${total} ingested, ${job.failures.length} failed`
        : `Finished: ${countLabel(total, 'workbook')} ingested`;
    case 'failed':
      return `Failed: ${job.error ?? 'the job stopped'}`;
  }
}

export const STATUS_LABELS: Record<IngestionJob['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** Rejected rows in all: reports and previews list only the first ones. */
export const rejectedCount = (outcome: { rejected: readonly unknown[]; rejectedCount?: number }) =>
  outcome.rejectedCount ?? outcome.rejected.length;

export interface JobTotals {
  cardsCreated: number;
  playersCreated: number;
  rejected: number;
}

export function jobTotals(job: Pick<IngestionJob, 'reports'>): JobTotals {
  return job.reports.reduce(
    (sum, report) => ({
      cardsCreated: sum.cardsCreated + report.cardsCreated,
      playersCreated: sum.playersCreated + report.playersCreated,
      rejected: sum.rejected + rejectedCount(report),
    }),
    { cardsCreated: 0, playersCreated: 0, rejected: 0 },
  );
}
