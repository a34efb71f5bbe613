import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { errorText } from '@/lib/api-client';
import { useIngestionJob } from '../api/ingestion-jobs';
import { isRunning } from '../lib/job-status';
import { JobProgress } from './job-progress';
import { JobReport } from './job-report';

export interface JobPanelProps {
  jobId: number;
  onDone: () => void;
}

/** Step 3: the running job (polled every second) and its report per workbook. */
export function JobPanel({ jobId, onDone }: JobPanelProps) {
  const queryClient = useQueryClient();
  const job = useIngestionJob(jobId);
  const finished = job.data ? !isRunning(job.data) : false;

  useEffect(() => {
    // new sets, players and counts: every cached catalogue answer may now be out of date
    if (finished) void queryClient.invalidateQueries();
  }, [finished, queryClient]);

  if (job.isPending) return <Spinner label="Loading the job" />;
  if (job.isError) {
    return (
      <Alert tone="error">{errorText(job.error, { fallback: 'Failed to load the ingestion job' })}</Alert>
    );
  }
  return (
    <div className="ingestion-step">
      <JobProgress job={job.data} />
      <JobReport job={job.data} />
      {finished ? (
        <div className="ingestion-actions">
          <Button variant="secondary" onClick={onDone}>
            Ingest more workbooks
          </Button>
        </div>
      ) : null}
    </div>
  );
}
