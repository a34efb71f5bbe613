import { FileSpreadsheet, X } from 'lucide-react';
import { formatBytes } from '../lib/file-selection';

export interface SelectedFilesProps {
  files: readonly File[];
  onRemove: (file: File) => void;
  disabled?: boolean;
}

export function SelectedFiles({ files, onRemove, disabled = false }: SelectedFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className="ingestion-files" aria-label="Chosen workbooks">
      {files.map((file) => (
        <li key={`${file.name}-${file.size}`} className="ingestion-files__item">
          <FileSpreadsheet size={18} aria-hidden="true" />
          <span className="ingestion-files__name">{file.name}</span>
          <span className="muted">{formatBytes(file.size)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(file)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
