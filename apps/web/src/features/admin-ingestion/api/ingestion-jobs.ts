import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INGESTION,
  ingestionJobContract,
  ingestionJobsContract,
  startIngestionContract,
  type IngestionPreview,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { ingestionKeys } from '@/lib/query-keys';
import { isRunning } from '../lib/job-status';

/** Confirms the previewed workbooks; the server answers 202 with the queued job. */
export function useStartIngestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previews: readonly IngestionPreview[]) =>
      callEndpoint(startIngestionContract, {
        body: { uploads: previews.map(({ uploadId, file }) => ({ uploadId, file })) },
      }),
    onSuccess: (job) => {
      queryClient.setQueryData(ingestionKeys.job(job.jobId), job);
      void queryClient.invalidateQueries({ queryKey: ingestionKeys.jobs() });
    },
  });
}

/** One job, polled every second while it is queued or processing. */
export function useIngestionJob(jobId: number | null) {
  return useQuery({
    queryKey: ingestionKeys.job(jobId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(ingestionJobContract, { params: { jobId: jobId ?? 0 } }, { signal }),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const job = query.state.data;
      if (query.state.status === 'error') return false;
      return !job || isRunning(job) ? INGESTION.pollMs : false;
    },
  });
}

/** The 20 most recent ingestion jobs; refreshed while any of them still runs. */
export function useIngestionJobs() {
  return useQuery({
    queryKey: ingestionKeys.jobs(),
    queryFn: ({ signal }) => callEndpoint(ingestionJobsContract, {}, { signal }),
    select: (data) => data.jobs,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? 5 * INGESTION.pollMs : false),
  });
}
