import { useState } from 'react';
import { Eye } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { INGESTION, countLabel, type IngestionPreviewResponse } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileDropZone, XLSX_MEDIA_TYPE } from '@/components/ui/file-drop-zone';
import { errorText } from '@/lib/api-client';
import { uploadWorkbooks } from '../api/upload-workbooks';
import { MAX_FILE_MB, addFiles } from '../lib/file-selection';
import { SelectedFiles } from './selected-files';

export const PREVIEW_FAILED = 'Failed to preview workbooks';

export interface UploadStepProps {
  onPreviewed: (result: IngestionPreviewResponse) => void;
}

/** Step 1: choose workbooks and have the server read them (nothing is written yet). */
export function UploadStep({ onPreviewed }: UploadStepProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState(0);
  const preview = useMutation({
    mutationFn: (chosen: File[]) => uploadWorkbooks(chosen, setSent),
    onMutate: () => setSent(0),
    onSuccess: (result) => {
      setFiles([]);
      onPreviewed(result);
    },
  });
  const busy = preview.isPending;
  const count = files.length;

  return (
    <div className="ingestion-step">
      <FileDropZone
        title="Drop checklist workbooks here or click to choose"
        hint={`.xlsx only · up to ${INGESTION.maxFiles} files · ${MAX_FILE_MB} MB each`}
        inputLabel="Choose checklist workbooks"
        accept={`${INGESTION.acceptedExtension},${XLSX_MEDIA_TYPE}`}
        multiple
        disabled={busy}
        onFiles={(incoming) => {
          const next = addFiles(files, incoming);
          setFiles(next.files);
          setProblems(next.problems);
        }}
      />
      {problems.length ? (
        <Alert tone="warning">
          <ul className="plain-list">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <SelectedFiles
        files={files}
        disabled={busy}
        onRemove={(file) => setFiles((current) => current.filter((kept) => kept !== file))}
      />
      {preview.isError ? (
        <Alert tone="error">{errorText(preview.error, { fallback: PREVIEW_FAILED })}</Alert>
      ) : null}
      <div className="ingestion-actions">
        <Button
          icon={<Eye size={16} aria-hidden="true" />}
          disabled={count === 0}
          loading={busy}
          onClick={() => preview.mutate(files)}
        >
          {busy
            ? sent < 1
              ? `Uploading… ${Math.round(sent * 100)}%`
              : 'Reading workbooks…'
            : count
              ? `Preview ${countLabel(count, 'workbook')}`
              : 'Preview workbooks'}
        </Button>
      </div>
    </div>
  );
}
