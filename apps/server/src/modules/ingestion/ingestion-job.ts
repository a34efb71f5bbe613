import { INGESTION, type IngestionReport } from '@cardbinder/shared';
import { jobErrorMessage } from '@/jobs/job-errors';
import { JobLeaseLost, saveJobResult } from '@/jobs/job-queue';
import type { JobHandler } from '@/jobs/worker';
import { ingestParsed, type WorkbookFailure, type WorkbookReport } from './ingest-workbooks';
import type { UploadStore } from './ingestion-uploads';
import type { EventWriter } from '@/events';
import { parseChecklistWorkbook } from './parser/parse-workbook';

export const INGESTION_JOB = 'ingest-checklists';

export interface IngestionPayload {
  uploads: { uploadId: string; file: string }[];
}

/** What the job has done so far; saved in the transaction of each file, so a retry skips what committed. */
export interface IngestionResult {
  reports: IngestionReport[];
  failures: WorkbookFailure[];
  /** uploads finished (ingested or failed for good), by upload id */
  done: string[];
}

/** A report listing at most INGESTION.maxListedIssues rejected rows, with the count of all of them. */
function capReport(report: WorkbookReport): IngestionReport {
  return {
    ...report,
    rejected: report.rejected.slice(0, INGESTION.maxListedIssues),
    rejectedCount: report.rejected.length,
    // guesses first: they are what an admin has to check
    findings: [...report.findings]
      .sort((a, b) => (a.kind === b.kind ? a.confidence - b.confidence : a.kind === 'guessed' ? -1 : 1))
      .slice(0, INGESTION.maxListedIssues),
    findingCount: report.findings.length,
  };
}

/** The result a job saved before it was interrupted (none for a job saved by a version without `done`). */
function resumedResult(saved: unknown): IngestionResult {
  const previous = (saved ?? {}) as Partial<IngestionResult>;
  if (!Array.isArray(previous.done)) return { reports: [], failures: [], done: [] };
  return { reports: previous.reports ?? [], failures: previous.failures ?? [], done: previous.done };
}

const failureOf = (file: string, error: unknown): WorkbookFailure => {
  const message = jobErrorMessage(error);
  return { file, error: message.includes(file) ? message : `${file}: ${message}` };
};

/**
 * The worker's side: each file is parsed again (off the event loop) and written in its own transaction
 * together with the job's record of it; one bad file spoils no other, and a job taken over after a crash
 * goes on from the first file that had not committed.
 */
export function ingestionJobHandler(uploads: UploadStore, events: EventWriter): JobHandler {
  return async ({ job, progress, step }) => {
    const payload = job.payload as IngestionPayload;
    let result = resumedResult(job.result);
    for (const [index, upload] of payload.uploads.entries()) {
      if (!result.done.includes(upload.uploadId)) {
        const finished = (change: Partial<IngestionResult>): IngestionResult => ({
          ...result,
          ...change,
          done: [...result.done, upload.uploadId],
        });
        let failure: WorkbookFailure | null = null;
        try {
          const data = await uploads.read(upload.uploadId);
          if (!data) throw new Error(`${upload.file} is no longer uploaded; upload it again`);
          const parsed = await parseChecklistWorkbook(data, upload.file);
          result = await step(async (tx, claim) => {
            const report = capReport(await ingestParsed(tx, upload.file, parsed, events));
            const next = finished({ reports: [...result.reports, report] });
            await saveJobResult(tx, claim, next);
            return next;
          });
        } catch (error) {
          if (error instanceof JobLeaseLost) throw error;
          failure = failureOf(upload.file, error);
        }
        if (failure) {
          const failed = failure;
          result = await step(async (tx, claim) => {
            const next = finished({ failures: [...result.failures, failed] });
            await saveJobResult(tx, claim, next);
            return next;
          });
        }
      }
      await uploads.remove(upload.uploadId);
      await progress(index + 1, payload.uploads.length);
    }
    return result;
  };
}
