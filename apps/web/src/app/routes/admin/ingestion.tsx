import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IngestionPreviewResponse } from '@cardbinder/shared';
import { JobPanel, RecentJobs, ReviewStep, UploadStep } from '@/features/admin-ingestion';
import '@/features/admin-ingestion/ingestion.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';

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
    <Page
      title="Data Ingestion"
      className="ingestion-page"
      subtitle={
        <p className="muted">
          Add sets to the catalogue from checklist workbooks (.xlsx). Each workbook is read first so you can
          check its series, parallels and cards before anything is written.
        </p>
      }
    >
      <Panel className="ingestion-section" title={heading}>
        {step}
      </Panel>
      <Panel className="ingestion-section" title="Recent ingestion jobs">
        <RecentJobs selectedJobId={jobId} onSelect={(job) => showJob(job.jobId)} />
      </Panel>
    </Page>
  );
}
