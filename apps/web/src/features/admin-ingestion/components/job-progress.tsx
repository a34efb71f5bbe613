import type { IngestionJob } from '@cardbinder/shared';
import { jobPercent, jobStatusText, STATUS_LABELS } from '../lib/job-status';

/** The job's bar and status line, announced politely as the poll brings news. */
export function JobProgress({ job }: { job: IngestionJob }) {
  const percent = jobPercent(job);
  return (
    <div className="job-progress">
      <div className="job-progress__head">
        <strong>Job #{job.jobId}</strong>
        <span className={`status-badge status-badge--${job.status}`}>{STATUS_LABELS[job.status]}</span>
      </div>
      <progress
        className={`job-progress__bar job-progress__bar--${job.status}`}
        max={100}
        value={percent}
        aria-label={`Ingestion progress, job ${job.jobId}`}
      >
        {percent}%
      </progress>
      <p className="job-progress__text" role="status" aria-live="polite">
        {jobStatusText(job)} · {percent}%
      </p>
    </div>
  );
}
