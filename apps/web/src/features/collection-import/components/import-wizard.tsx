import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportLineStatus } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { collectionImportKeys } from '@/lib/query-keys';
import { errorText } from '@/lib/api-client';
import { useDiscardImport, useImport, type ImportView } from '../api/collection-import';
import { ColumnsStep } from './columns-step';
import { CommitStep } from './commit-step';
import { DoneStep } from './done-step';
import { IMPORT_STEPS, ImportStepper } from './import-stepper';
import { ReviewStep } from './review-step';
import { StepSection } from './step-section';
import { UploadStep } from './upload-step';

const FIRST_PAGE = { status: undefined, page: 1 };

/**
 * My Collection → Import: 1 Upload, 2 Columns, 3 Review, 4 Import, Done. The import's id is in the address
 * (?id=), so a reload or a past import's link comes back to its step; the step follows the import's status.
 */
export function ImportWizard() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const importId = params.get('id');
  const [shownId, setShownId] = useState(importId);
  const [filter, setFilter] = useState<ImportLineStatus | null>(null);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [remapping, setRemapping] = useState(false);
  const [sample, setSample] = useState<string[][]>([]);
  const [dropping, setDropping] = useState(false);
  const discard = useDiscardImport();
  if (importId !== shownId) {
    setShownId(importId);
    setFilter(null);
    setPage(1);
    setConfirming(false);
    setRemapping(false);
  }

  const query = useImport(importId, { status: filter ?? undefined, page });
  const upload = query.data?.import;
  const status = upload?.status;

  // Past imports shows each import's status: read it again as this one moves on
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: collectionImportKeys.list });
  }, [status, queryClient]);

  // the review opens on the lines that need the user, else on the matched ones
  useEffect(() => {
    if (status === 'ready' && filter === null && upload)
      setFilter(upload.counts.uncertain > 0 ? 'uncertain' : 'matched');
  }, [status, filter, upload]);

  let step = 1;
  if (importId && upload) {
    if (status === 'uploaded' || (remapping && status === 'ready')) step = 2;
    else if (status === 'committed' || status === 'undone') step = 5;
    else if (status === 'committing' || confirming) step = 4;
    else step = 3;
  }
  const [lastStep, setLastStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (step !== lastStep) {
    setLastStep(step);
    setMoved(true);
  }

  const open = (view: Omit<ImportView, 'lines' | 'page' | 'total_pages'> & { sample: string[][] }) => {
    setSample(view.sample);
    queryClient.setQueryData<ImportView>(collectionImportKeys.import(view.import.import_id, FIRST_PAGE), {
      import: view.import,
      sample: view.sample,
      lines: [],
      page: 1,
      total_pages: 1,
    });
    setParams({ id: view.import.import_id });
  };
  const startOver = () => {
    setSample([]);
    setParams({});
  };
  const drop = () => {
    if (!importId) return;
    discard.mutate(importId, {
      onSuccess: () => {
        setDropping(false);
        startOver();
      },
    });
  };

  let body;
  if (importId && query.isError && !upload) {
    body = (
      <>
        <Alert>
          {errorText(query.error, { fallback: 'The import could not be loaded', prefer: 'message' })}
        </Alert>
        <div className="cimport-actions">
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
          <Button onClick={startOver}>Start a new import</Button>
        </div>
      </>
    );
  } else if (importId && !upload) body = <p className="muted">Loading the import…</p>;
  else if (!upload) body = <UploadStep onUploaded={open} />;
  else if (step === 2) {
    const firstLines = sample.length > 0 ? sample : (query.data?.lines ?? []).map((line) => line.cells);
    body = (
      <ColumnsStep
        upload={upload}
        sample={firstLines}
        onCancel={() => setDropping(true)}
        onBack={remapping ? () => setRemapping(false) : undefined}
        onSaved={() => {
          setRemapping(false);
          setFilter(null);
          setPage(1);
        }}
      />
    );
  } else if (step === 3 && query.data) {
    body = (
      <ReviewStep
        view={query.data}
        filter={filter ?? 'matched'}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
        onPage={setPage}
        onNext={() => setConfirming(true)}
        onCancel={() => setDropping(true)}
        onChangeColumns={() => setRemapping(true)}
      />
    );
  } else if (step === 4) body = <CommitStep upload={upload} onBack={() => setConfirming(false)} />;
  else body = <DoneStep upload={upload} onAnother={startOver} />;

  return (
    <>
      <ImportStepper step={step} />
      <StepSection title={step === 5 ? 'Done' : `${step} ${IMPORT_STEPS[step - 1]}`} focusOnShow={moved}>
        {status === 'failed' && upload?.error && step !== 4 ? (
          <>
            <Alert>{upload.error}</Alert>
            <div className="cimport-actions">
              <Button onClick={startOver}>Start again</Button>
            </div>
          </>
        ) : (
          body
        )}
      </StepSection>
      <ConfirmDialog
        open={dropping}
        title="Cancel this import?"
        confirmLabel="Drop the import"
        pending={discard.isPending}
        onClose={() => setDropping(false)}
        onConfirm={drop}
      >
        <p>Nothing has been added to your collection. The file and your picks are dropped.</p>
        {discard.isError ? (
          <Alert>
            {errorText(discard.error, { fallback: 'The import could not be dropped', prefer: 'message' })}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
