import { INGESTION, type IngestionJob, type IngestionPreview } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { enqueueJob, findJob, findRecentJobs, type JobRow } from '@/jobs/job-queue';
import type { ChecklistImport } from './ingest.types';
import { INGESTION_JOB, type IngestionPayload, type IngestionResult } from './ingestion-job';
import type { UploadStore } from './ingestion-uploads';
import { parseChecklistWorkbook } from './parser/parse-workbook';
import type { ParsedChecklist } from './parser/parser.types';

/** Cards the set holds once each parallel without its own rows repeats its parent's. */
function expandedCardCount(checklist: ChecklistImport): number {
  const byName = new Map(checklist.series.map((s) => [s.name, s]));
  const count = (name: string, depth = 0): number => {
    const series = byName.get(name);
    if (!series || depth > 5) return 0;
    if (series.cards.length > 0 || !series.parentName)
      return new Set(series.cards.map((c) => c.cardNumber)).size;
    return count(series.parentName, depth + 1);
  };
  return checklist.series.reduce((sum, s) => sum + count(s.name), 0);
}

function describePreview(uploadId: string, file: string, parsed: ParsedChecklist): IngestionPreview {
  const { checklist } = parsed;
  return {
    uploadId,
    file,
    set: { name: checklist.set.name, year: checklist.set.year },
    series: checklist.series.length,
    parallels: checklist.series.filter((s) => s.parentName).length,
    listedCards: parsed.listedCards,
    cards: expandedCardCount(checklist),
    rowsRead: parsed.rowsRead,
    warnings: parsed.warnings
      .slice(0, INGESTION.maxListedIssues)
      .map((w) => ({ sheet: w.sheet, row: w.row ?? null, message: w.message })),
    rejected: parsed.rejected
      .slice(0, INGESTION.maxListedIssues)
      .map((r) => ({ sheet: r.sheet, row: r.row, message: r.reason })),
    warningCount: parsed.warnings.length,
    rejectedCount: parsed.rejected.length,
  };
}

export function createIngestionService(db: Db, uploads: UploadStore) {
  return {
    /** Parses a workbook, keeps it for the confirm step, and says what ingesting it would write. */
    async preview(file: string, data: Buffer): Promise<IngestionPreview> {
      const parsed = await parseChecklistWorkbook(data, file);
      const uploadId = await uploads.save(data);
      return describePreview(uploadId, file, parsed);
    },

    async start(payload: IngestionPayload, userId: number): Promise<IngestionJob> {
      for (const upload of payload.uploads) {
        if (!(await uploads.read(upload.uploadId)))
          throw notFound(`${upload.file} is no longer uploaded; upload it again`);
      }
      const job = await enqueueJob(db, {
        type: INGESTION_JOB,
        payload,
        priority: 5,
        maxRetries: 0,
        total: payload.uploads.length,
        createdBy: userId,
      });
      return toIngestionJob(job);
    },

    async job(jobId: number): Promise<IngestionJob> {
      const job = await findJob(db, jobId);
      if (!job || job.type !== INGESTION_JOB) throw notFound('Ingestion job not found');
      return toIngestionJob(job);
    },

    async recent(): Promise<IngestionJob[]> {
      return (await findRecentJobs(db, INGESTION_JOB, 20)).map(toIngestionJob);
    },
  };
}

function toIngestionJob(job: JobRow): IngestionJob {
  const payload = job.payload as IngestionPayload;
  const result = { reports: [], failures: [], ...(job.result ?? {}) } as Omit<IngestionResult, 'done'>;
  return {
    jobId: job.job_id,
    status: job.status,
    progress: job.progress,
    total: job.total,
    files: payload.uploads.map((u) => u.file),
    reports: result.reports.map((report) => ({
      ...report,
      rejectedCount: report.rejectedCount ?? report.rejected.length,
    })),
    failures: result.failures,
    error: job.error,
    queuedAt: new Date(job.queued_at).toISOString(),
    finishedAt: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}
