import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import './file-drop-zone.css';

/** what browsers call an .xlsx workbook, for accept lists */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileDropZoneProps {
  /** every dropped or picked file, unchecked (an empty list when a drop carried none) */
  onFiles: (files: File[]) => void;
  /** the input's accept list: extensions and media types */
  accept: string;
  /** the bold line: what to drop */
  title: ReactNode;
  /** the muted line under it: file types and limits */
  hint: ReactNode;
  /** the hidden file input's accessible name */
  inputLabel: string;
  multiple?: boolean;
  disabled?: boolean;
  /** an element that describes the zone further (accepted formats, size limit) */
  describedBy?: string;
}

/**
 * Drop files here or pick them. The whole zone is the label of a real file input, so a click opens the picker
 * and a keyboard user tabs to the input (the zone shows its focus ring) and opens it with Space or Enter.
 */
export function FileDropZone({
  onFiles,
  accept,
  title,
  hint,
  inputLabel,
  multiple = false,
  disabled = false,
  describedBy,
}: FileDropZoneProps) {
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
      className={`file-drop-zone${dragging ? ' file-drop-zone--active' : ''}${disabled ? ' file-drop-zone--disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileSpreadsheet size={40} aria-hidden="true" />
      <strong>{title}</strong>
      <span className="muted">{hint}</span>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // choosing the same file again (after an error or a removal) must fire change again
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
    </label>
  );
}
