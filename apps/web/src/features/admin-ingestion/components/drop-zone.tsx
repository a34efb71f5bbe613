import { useId, useRef, useState, type DragEvent } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { INGESTION } from '@cardbinder/shared';
import { MAX_FILE_MB } from '../lib/file-selection';

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Drag workbooks here or pick them; the label makes the whole zone open the file picker. */
export function DropZone({ onFiles, disabled = false }: DropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      htmlFor={inputId}
      className={`drop-zone${dragging ? ' drop-zone--active' : ''}${disabled ? ' drop-zone--disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileSpreadsheet size={40} aria-hidden="true" />
      <strong>Drop checklist workbooks here or click to choose</strong>
      <span className="muted">
        .xlsx only · up to {INGESTION.maxFiles} files · {MAX_FILE_MB} MB each
      </span>
      <input
        ref={inputRef}
        id={inputId}
        className="drop-zone__input"
        type="file"
        accept={`${INGESTION.acceptedExtension},application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
        multiple
        disabled={disabled}
        aria-label="Choose checklist workbooks"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // picking the same file again after removing it must fire change again
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
    </label>
  );
}
