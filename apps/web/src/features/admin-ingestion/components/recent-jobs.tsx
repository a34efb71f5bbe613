import { formatCount } from '@cardbinder/shared';
import type { IngestionJob } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { errorText } from '@/lib/api-client';
import { useIngestionJobs } from '../api/ingestion-jobs';
import { jobTotals, STATUS_LABELS } from '../lib/job-status';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface RecentJobsProps {
  selectedJobId: number | null;
  onSelect: (job: IngestionJob) => void;
}

function filesText(files: readonly string[]): string {
  if (files.length <= 2) return files.join(', ');
  return `${files.slice(0, 2).join(', ')} and ${files.length - 2} more`;
}

/** The 20 latest ingestion jobs, whoever started them. */
export function RecentJobs({ selectedJobId, onSelect }: RecentJobsProps) {
  const jobs = useIngestionJobs();
  if (jobs.isPending) return <Spinner label="Loading recent jobs" />;
  if (jobs.isError) {
    return (
      <Alert tone="error">
        {errorText(jobs.error, { fallback: 'Failed to load ingestion jobs' })}{' '}
        <Button variant="link" size="sm" onClick={() => void jobs.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (jobs.data.length === 0) return <p className="muted">No ingestion jobs yet.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Status</th>
            <th scope="col">Workbooks</th>
            <th scope="col">Cards created</th>
            <th scope="col">Rejected rows</th>
            <th scope="col">Queued</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.map((job) => {
            const totals = jobTotals(job);
            return (
              <tr key={job.jobId} aria-current={job.jobId === selectedJobId || undefined}>
                <td>#{job.jobId}</td>
                <td>
                  <span className={`status-badge status-badge--${job.status}`}>
                    {STATUS_LABELS[job.status]}
                  </span>
                </td>
                <td title={job.files.join('\n')}>{filesText(job.files)}</td>
                <td>{formatCount(totals.cardsCreated)}</td>
                <td>{formatCount(totals.rejected)}</td>
                <td>{when.format(new Date(job.queuedAt))}</td>
                <td>
                  <Button variant="ghost" size="sm" onClick={() => onSelect(job)}>
                    View report
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
