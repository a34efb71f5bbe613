import { useState } from 'react';
import { COLLECTION_IMPORT_MESSAGES as M, type CollectionImport } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/api-client';
import { duplicatesOf, useCommitImport } from '../api/collection-import';
import { plural } from '../lib/import-labels';
import { ProgressMeter } from './progress-meter';

export interface CommitStepProps {
  upload: CollectionImport;
  onBack: () => void;
}

/** Step 4: add the matched lines as one batch; lines imported before are added again only if the user says so. */
export function CommitStep({ upload, onBack }: CommitStepProps) {
  const commit = useCommitImport(upload.import_id);
  const [duplicates, setDuplicates] = useState<{ count: number; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (upload.status === 'committing') {
    return <ProgressMeter label="Adding cards" done={upload.progress} total={100} text={M.committing} />;
  }

  const run = (onDuplicates?: 'skip' | 'add') => {
    setError(null);
    commit.mutate(onDuplicates, {
      onSuccess: () => setDuplicates(null),
      onError: (caught) => {
        const found = duplicatesOf(caught);
        if (found) setDuplicates(found);
        else {
          setDuplicates(null);
          setError(errorText(caught, { fallback: M.commitFailed, prefer: 'message' }));
        }
      },
    });
  };

  const { counts } = upload;
  return (
    <>
      <p>
        {plural(counts.entries_to_add, 'card')} will be added to your collection as one import you can undo.
        {counts.skipped > 0 ? ` ${plural(counts.skipped, 'line')} skipped.` : ''}
        {counts.uncertain > 0
          ? ` ${plural(counts.uncertain, 'uncertain line')} without a pick will be left out.`
          : ''}
        {counts.not_found + counts.invalid > 0
          ? ` ${plural(counts.not_found + counts.invalid, 'line')} not found will be left out.`
          : ''}
      </p>
      {upload.status === 'failed' && upload.error ? <FormError boxed>{upload.error}</FormError> : null}
      <FormError boxed>{error}</FormError>
      <div className="cimport-actions">
        <Button variant="secondary" onClick={onBack} disabled={commit.isPending}>
          Back to review
        </Button>
        <Button onClick={() => run()} loading={commit.isPending && !duplicates}>
          {error ? 'Try again' : `Import ${plural(counts.entries_to_add, 'card')}`}
        </Button>
      </div>
      <Modal
        open={duplicates !== null}
        title="Imported before"
        size="sm"
        onClose={() => setDuplicates(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDuplicates(null)} disabled={commit.isPending}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => run('add')} disabled={commit.isPending}>
              Add again
            </Button>
            <Button onClick={() => run('skip')} loading={commit.isPending}>
              Skip those
            </Button>
          </>
        }
      >
        <p>{duplicates?.message || M.duplicates(duplicates?.count ?? 0)}</p>
      </Modal>
    </>
  );
}
