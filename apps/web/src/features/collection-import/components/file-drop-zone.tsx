import { useId, useRef, useState, type DragEvent } from 'react';
import { FileSpreadsheet } from 'lucide-react';

export interface FileDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** describes the drop zone (accepted formats, size limit) */
  describedBy?: string;
}

export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
const ACCEPT = [
  ...ACCEPTED_EXTENSIONS,
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** Drop one spreadsheet here or pick it; the label makes the whole zone open the file picker. */
export function FileDropZone({ onFile, disabled = false, describedBy }: FileDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      className={`cimport-drop${dragging ? ' cimport-drop--active' : ''}${disabled ? ' cimport-drop--disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileSpreadsheet size={36} aria-hidden="true" />
      <strong>Drop your file here or click to choose</strong>
      <span className="muted">.csv or .xlsx</span>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-label="Choose a collection file (.csv or .xlsx)"
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // choosing the same file again after an error must fire change again
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
    </label>
  );
}
