import { useState } from 'react';
import { CARD_IMPORT, CARD_IMPORT_MESSAGES as M, type ImportCard, type Series } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { XLSX_MEDIA_TYPE } from '@/components/ui/file-drop-zone';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast/toast-store';
import { serverMessage } from '../lib/import-cards';
import { parseChecklist } from '../api/card-import';

export interface UploadStepProps {
  series: Series;
  onParsed: (cards: ImportCard[]) => void;
  onBack: () => void;
}

/** Step 2: one .xlsx with the columns of doc 3 §5, read by the server. */
export function UploadStep({ series, onParsed, onBack }: UploadStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (chosen && !chosen.name.toLowerCase().endsWith('.xlsx')) {
      setFile(null);
      setError(M.xlsxOnly);
      toast.error(M.xlsxOnly);
      return;
    }
    setFile(chosen ?? null);
  };

  const upload = async () => {
    if (!file) {
      setError(M.xlsxOnly);
      toast.error(M.xlsxOnly);
      return;
    }
    setBusy(true);
    try {
      onParsed((await parseChecklist(file, series.series_id)).cards);
    } catch (caught) {
      toast.error(M.uploadFailed);
      setError(serverMessage(caught) ?? M.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="import-step">
      <p>
        Series: <strong>{series.name}</strong> ({series.year} {series.set_name})
      </p>
      <p className="muted">Columns, with a header row: {CARD_IMPORT.columns.join(', ')}.</p>
      <label className="field">
        <span className="field__label">Checklist file (.xlsx)</span>
        <input
          type="file"
          accept={`.xlsx,${XLSX_MEDIA_TYPE}`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <FormError boxed>{error}</FormError>
      <div className="import-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void upload()} loading={busy} disabled={busy}>
          Upload and match
        </Button>
      </div>
    </div>
  );
}
