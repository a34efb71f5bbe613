import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IngestionPreviewResponse } from '@cardbinder/shared';
import { JobPanel } from '@/features/admin-ingestion/components/job-panel';
import { RecentJobs } from '@/features/admin-ingestion/components/recent-jobs';
import { ReviewStep } from '@/features/admin-ingestion/components/review-step';
import { UploadStep } from '@/features/admin-ingestion/components/upload-step';
import '@/features/admin-ingestion/ingestion.css';
import { usePageTitle } from '@/hooks/use-page-title';

const parseJobId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/ingestion (admin and superadmin): upload checklist workbooks, review what they hold, confirm, follow the
 * job. The job id lives in the URL so a reload keeps following it.
 */
export function AdminIngestionPage() {
  usePageTitle('Data Ingestion');
  const [params, setParams] = useSearchParams();
  const jobId = parseJobId(params.get('job'));
  const [result, setResult] = useState<IngestionPreviewResponse | null>(null);

  const showJob = (id: number | null) => {
    setResult(null);
    setParams(id === null ? {} : { job: String(id) });
  };

  let step;
  if (jobId !== null) step = <JobPanel key={jobId} jobId={jobId} onDone={() => showJob(null)} />;
  else if (result) {
    step = (
      <ReviewStep result={result} onChange={setResult} onStarted={showJob} onCancel={() => setResult(null)} />
    );
  } else step = <UploadStep onPreviewed={setResult} />;

  const heading = jobId !== null ? 'Ingestion job' : result ? 'Review workbooks' : 'Upload workbooks';

  return (
    <section className="page ingestion-page" aria-labelledby="ingestion-title">
      <header className="page__header">
        <h1 id="ingestion-title">Data Ingestion</h1>
        <p className="muted">
          Add sets to the catalogue from checklist workbooks (.xlsx). Each workbook is read first so you can
          check its series, parallels and cards before anything is written.
        </p>
      </header>
      <section className="ingestion-section" aria-labelledby="ingestion-step-title">
        <h2 id="ingestion-step-title">{heading}</h2>
        {step}
      </section>
      <section className="ingestion-section" aria-labelledby="ingestion-recent-title">
        <h2 id="ingestion-recent-title">Recent ingestion jobs</h2>
        <RecentJobs selectedJobId={jobId} onSelect={(job) => showJob(job.jobId)} />
      </section>
    </section>
  );
}
