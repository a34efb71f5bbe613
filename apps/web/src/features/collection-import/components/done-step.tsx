import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COLLECTION_IMPORT_MESSAGES as M, type CollectionImport } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { collectionChanged } from '@/lib/query-keys';
import { UndoImportButton } from './undo-import-button';

export interface DoneStepProps {
  upload: CollectionImport;
  onAnother: () => void;
}

/** Done: how many were added, the way back to My Collection, and Undo while the batch is there. */
export function DoneStep({ upload, onAnother }: DoneStepProps) {
  const queryClient = useQueryClient();
  const undone = upload.status === 'undone';
  // the batch was added (or removed) by a job: every cached view of the collection is out of date
  useEffect(() => {
    void collectionChanged(queryClient);
  }, [queryClient, upload.status]);
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
