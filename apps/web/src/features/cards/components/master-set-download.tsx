import { useState } from 'react';
import { Download, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { CATALOGUE_MESSAGES, isAdminRole } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useQueueSpreadsheet, useSpreadsheetStatus, type SpreadsheetStatus } from '../api/use-spreadsheet';
import '../cards.css';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * 'Download Master Set' when a spreadsheet exists; admin roles can also queue a (re)generation and
 * the button shows queued until the new file is there.
 */
export interface MasterSetDownloadProps {
  setId: number;
  /** the file the set detail reported (null when none is available) */
  spreadsheet: SpreadsheetStatus | null;
}

export function MasterSetDownload({ setId, spreadsheet }: MasterSetDownloadProps) {
  const { user } = useAuth();
  const admin = isAdminRole(user?.role);
  const [queuedAfter, setQueuedAfter] = useState<string | null | undefined>(undefined);
  const queued = queuedAfter !== undefined;
  const status = useSpreadsheetStatus(setId, queued);
  const queue = useQueueSpreadsheet(setId);
  const file = status.data ?? spreadsheet;

  // a queued job is done once a file newer than the one shown at queue time appears
  if (queued && file && file.generated_at !== queuedAfter) setQueuedAfter(undefined);

  const generate = () =>
    queue.mutate(undefined, {
      onSuccess: (answer) => {
        toast.info(answer.message);
        setQueuedAfter(file?.generated_at ?? null);
      },
      onError: (error) => toast.error(errorText(error, { fallback: 'Failed to queue the spreadsheet' })),
    });

  if (!file && !admin) return null;
  return (
    <div className="master-set">
      {file ? (
        <a
          className="btn btn--primary btn--sm"
          href={file.blob_url}
          download
          onClick={(event) => {
            if (!file.blob_url) {
              event.preventDefault();
              toast.error(CATALOGUE_MESSAGES.spreadsheetUnavailable);
              return;
            }
            toast.success('Download started');
          }}
        >
          <Download size={16} aria-hidden="true" />
          Download Master Set
          <span className="master-set__meta">{`${file.format.toUpperCase()} · ${formatFileSize(file.file_size)}`}</span>
        </a>
      ) : null}
      {admin ? (
        queued ? (
          <Button variant="secondary" size="sm" loading disabled>
            Queued…
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={queue.isPending}
            icon={
              file ? (
                <RefreshCw size={16} aria-hidden="true" />
              ) : (
                <FileSpreadsheet size={16} aria-hidden="true" />
              )
            }
            onClick={generate}
          >
            {file ? 'Regenerate' : 'Generate Master Set'}
          </Button>
        )
      ) : null}
    </div>
  );
}
