import { COLLECTION_IMPORT_MESSAGES as M, type CollectionImport } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { UndoImportButton } from './undo-import-button';

export interface DoneStepProps {
  upload: CollectionImport;
  onAnother: () => void;
}

/** Done: how many were added, the way back to My Collection, and Undo while the batch is there. */
export function DoneStep({ upload, onAnother }: DoneStepProps) {
  const undone = upload.status === 'undone';
  return (
    <>
      <p role="status">
        <strong>{undone ? M.undone(upload.removed ?? 0) : M.committed(upload.added ?? 0)}</strong>
      </p>
      <div className="cimport-actions">
        {undone ? null : <UndoImportButton upload={upload}>Undo this import</UndoImportButton>}
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
        <ButtonLink to={paths.collection} variant="primary">
          Go to My Collection
        </ButtonLink>
      </div>
    </>
  );
}
