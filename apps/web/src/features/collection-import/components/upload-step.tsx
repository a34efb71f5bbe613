import { useId, useState } from 'react';
import { formatCount, COLLECTION_IMPORT, COLLECTION_IMPORT_MESSAGES as M } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FileDropZone, XLSX_MEDIA_TYPE } from '@/components/ui/file-drop-zone';
import { FormError } from '@/components/ui/form-error';
import { errorText } from '@/lib/api-client';
import { uploadImportFile } from '../api/collection-import';

type Uploaded = Awaited<ReturnType<typeof uploadImportFile>>;

const MAX_MB = COLLECTION_IMPORT.maxFileBytes / 1024 / 1024;
const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
const ACCEPT = [...ACCEPTED_EXTENSIONS, 'text/csv', XLSX_MEDIA_TYPE].join(',');

/** Why a file cannot be sent at all (the server checks again, and checks the content). */
function problemOf(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return M.wrongType;
  if (file.size > COLLECTION_IMPORT.maxFileBytes) return M.tooLarge;
  return null;
}

/** Step 1: choose or drop one .csv or .xlsx; the server reads it and guesses its columns. */
export function UploadStep({ onUploaded }: { onUploaded: (uploaded: Uploaded) => void }) {
  const formatsId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (chosen: File) => {
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadImportFile(chosen));
    } catch (caught) {
      setError(errorText(caught, { fallback: 'The file could not be uploaded', prefer: 'message' }));
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File) => {
    const problem = problemOf(chosen);
    setFile(problem ? null : chosen);
    setError(problem);
    if (!problem) void upload(chosen);
  };

  return (
    <>
      <div id={formatsId}>
        <p>These files are understood, with a header row:</p>
        <ul className="cimport-formats">
          <li>
            our own <strong>Download CSV</strong> from My Collection (it comes back exactly);
          </li>
          <li>a TCDB collection export;</li>
          <li>a CollectYourCards export;</li>
          <li>any other spreadsheet: you say what each column holds in the next step.</li>
        </ul>
        <p className="muted">
          .csv or .xlsx, up to {MAX_MB} MB and {formatCount(COLLECTION_IMPORT.maxLines)} lines. Nothing is
          added to your collection until you confirm in step 4.
        </p>
      </div>
      <FileDropZone
        title="Drop your file here or click to choose"
        hint=".csv or .xlsx"
        inputLabel="Choose a collection file (.csv or .xlsx)"
        accept={ACCEPT}
        disabled={busy}
        describedBy={formatsId}
        onFiles={([first]) => {
          if (first) choose(first);
        }}
      />
      {file ? (
        <p role="status">
          {busy ? 'Reading' : 'Chosen'}: <strong>{file.name}</strong>
        </p>
      ) : null}
      <FormError boxed>{error}</FormError>
      {file && error && !busy ? (
        <div className="cimport-actions">
          <Button onClick={() => void upload(file)}>Try again</Button>
        </div>
      ) : null}
    </>
  );
}
