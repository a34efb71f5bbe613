import { Link } from 'react-router';
import type { CollectionImport, ImportStatus } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useImports } from '../api/collection-import';
import { plural } from '../lib/import-labels';
import { UndoImportButton } from './undo-import-button';

const STATUS_TEXT: Record<ImportStatus, string> = {
  uploaded: 'columns to check',
  matching: 'matching',
  ready: 'ready to review',
  committing: 'adding',
  committed: 'added',
  undone: 'undone',
  failed: 'failed',
};

const resumable = (status: ImportStatus) => !['committed', 'undone', 'failed'].includes(status);

function summary(upload: CollectionImport): string {
  if (upload.status === 'committed') return `${plural(upload.added ?? 0, 'card')} added`;
  if (upload.status === 'undone') return `${plural(upload.removed ?? 0, 'card')} removed by undo`;
  return `${plural(upload.total_lines, 'line')}, ${STATUS_TEXT[upload.status]}`;
}

/** My past imports with their date and counts, an Undo while the batch is still there, a link to an open one. */
export function PastImports() {
  const imports = useImports();
  if (imports.isPending) return null;
  return (
    <Panel className="cimport-history" title="Past imports">
      {imports.isError ? <Alert>Failed to load your past imports</Alert> : null}
      {imports.data?.length === 0 ? <p className="muted">No imports yet.</p> : null}
      {imports.data && imports.data.length > 0 ? (
        <ul>
          {imports.data.map((upload) => (
            <li key={upload.import_id}>
              <span>
                <strong>{upload.file_name}</strong>{' '}
                <span className="muted">
                  {new Date(upload.committed_at ?? upload.created_at).toLocaleString()} · {summary(upload)}
                </span>
              </span>
              {upload.status === 'committed' ? (
                <UndoImportButton upload={upload}>Undo</UndoImportButton>
              ) : null}
              {resumable(upload.status) ? (
                <Link to={`${paths.collectionImport}?id=${upload.import_id}`}>Continue</Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
