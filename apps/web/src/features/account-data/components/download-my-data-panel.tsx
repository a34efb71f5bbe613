import { useState } from 'react';
import { DATA_EXPORT_DAYS, relativeTime } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { downloadDataExport, useDataExports, useRequestDataExport } from '../api/use-account-data';

const megabytes = (bytes: number | null) => (bytes === null ? '' : ` (${(bytes / 1_048_576).toFixed(1)} MB)`);

/** Settings → Download my data: ask for a zip, see it being made, download it while the link lasts. */
export function DownloadMyDataPanel() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState<string | null>(null);
  const latest = exports.data?.[0];
  const making = latest?.status === 'queued';

  const download = async (id: string) => {
    setDownloading(id);
    try {
      await downloadDataExport(id);
    } catch (error) {
      toast.error(errorText(error, { fallback: 'The download failed', prefer: 'message' }));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Panel className="settings-section" title="Download my data">
      <p className="muted">
        One zip with your profile, your collection (CSV and JSON), your photos, comments, notifications and
        achievements. We make it in the background and notify you when it is ready; the link works for{' '}
        {DATA_EXPORT_DAYS} days.
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={request.isPending}
        disabled={making}
        onClick={() =>
          request.mutate(undefined, {
            onSuccess: (answer) => toast.info(answer.message),
            onError: (error) =>
              toast.error(errorText(error, { fallback: 'Could not start the export', prefer: 'message' })),
          })
        }
      >
        {making ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {exports.isError ? <Alert>Failed to load your exports</Alert> : null}
      {latest && latest.status === 'ready' && !latest.expired ? (
        <p>
          Ready {relativeTime(latest.ready_at ?? latest.created_at)}
          {megabytes(latest.size)}:{' '}
          <Button size="sm" loading={downloading === latest.id} onClick={() => void download(latest.id)}>
            Download zip
          </Button>
        </p>
      ) : null}
      {latest?.status === 'ready' && latest.expired ? (
        <p className="muted">Your last download has expired.</p>
      ) : null}
      {latest?.status === 'failed' ? <Alert>Making your data failed. Please ask again.</Alert> : null}
    </Panel>
  );
}
