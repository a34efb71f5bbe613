import { relativeTime } from '@cardbinder/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StatusList, StatusSummary, useSystemStatus } from '@/features/support';
import '@/features/support/support.css';
import { usePageTitle } from '@/hooks/use-page-title';

/** /status: the public System Status, refreshed every 30 s. */
export function StatusPage() {
  usePageTitle('System Status');
  const status = useSystemStatus();
  let body;
  if (status.isPending) body = <LoadingScreen label="Checking the systems..." />;
  else if (status.isError && !status.data) {
    body = (
      <>
        <StatusSummary status="down" />
        <ErrorPanel
          title="The server could not be reached"
          message="CardBinder is not answering right now. This page checks again every 30 seconds."
          onRetry={() => void status.refetch()}
        />
      </>
    );
  } else {
    const data = status.data!;
    body = (
      <>
        <StatusSummary status={status.isError ? 'down' : data.status} />
        <StatusList status={data} />
        <p className="status-meta">
          {data.catalogue_updated_at
            ? `Catalogue last extended ${relativeTime(data.catalogue_updated_at)}. `
            : null}
          Checked {new Date(data.checked_at).toLocaleTimeString()}; this page checks again every 30 seconds.
        </p>
      </>
    );
  }
  return (
    <section className="page page--narrow" aria-labelledby="status-title">
      <header className="page__header">
        <h1 id="status-title">System Status</h1>
      </header>
      {body}
    </section>
  );
}
