import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INGESTION, type IngestionJob, type IngestionPreview } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { isRunning } from '../lib/job-status';

const BASE = '/api/admin/ingestion/jobs';

export const ingestionKeys = {
  all: ['admin', 'ingestion'] as const,
  jobs: () => [...ingestionKeys.all, 'jobs'] as const,
  job: (jobId: number) => [...ingestionKeys.all, 'job', jobId] as const,
};

/** Confirms the previewed workbooks; the server answers 202 with the queued job. */
export function useStartIngestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previews: readonly IngestionPreview[]) =>
      api.post<IngestionJob>(BASE, { uploads: previews.map(({ uploadId, file }) => ({ uploadId, file })) }),
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
    queryFn: ({ signal }) => api.get<IngestionJob>(`${BASE}/${jobId}`, { signal }),
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
    queryFn: ({ signal }) => api.get<{ jobs: IngestionJob[] }>(BASE, { signal }),
    select: (data) => data.jobs,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? 5 * INGESTION.pollMs : false),
  });
}
