import { useState } from 'react';
import { IMPORT_FIELDS, type CollectionImport, type ImportField } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { errorText } from '@/lib/api-client';
import { useSetMapping } from '../api/collection-import';
import { FIELD_LABELS, FORMAT_LABELS, plural } from '../lib/import-labels';
import { mappingProblem } from '../lib/mapping';

export interface ColumnsStepProps {
  upload: CollectionImport;
  /** the first lines of the file, cells in column order */
  sample: string[][];
  onCancel: () => void;
  /** the columns are changed again from the review: a way back instead of cancelling */
  onBack?: () => void;
  onSaved: () => void;
}

const PREVIEW_LINES = 5;

/** Step 2: the server's guess of what each column holds, one select per column, and the first lines. */
export function ColumnsStep({ upload, sample, onCancel, onBack, onSaved }: ColumnsStepProps) {
  const [mapping, setMapping] = useState<ImportField[]>(upload.mapping);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetMapping(upload.import_id);
  const preview = sample.slice(0, PREVIEW_LINES);

  const change = (index: number, field: ImportField) => {
    setProblem(null);
    setMapping((current) => current.map((each, i) => (i === index ? field : each)));
  };

  const start = () => {
    const found = mappingProblem(mapping);
    setProblem(found);
    if (found) return;
    save.mutate(mapping, {
      onSuccess: onSaved,
      onError: (error) =>
        setProblem(errorText(error, { fallback: 'The columns could not be saved', prefer: 'message' })),
    });
  };

  return (
    <>
      <p>
        <strong>{upload.file_name}</strong>: {plural(upload.total_lines, 'line')}, read as{' '}
        {FORMAT_LABELS[upload.format]}. Check what each column holds and correct it where needed.
      </p>
      <ul className="cimport-columns" aria-label="Columns of the file">
        {upload.columns.map((column, index) => (
          <li key={index} className="cimport-column">
            <strong>{column || `Column ${index + 1}`}</strong>
            <span className="cimport-column__samples">
              {preview
                .map((row) => row[index] ?? '')
                .filter(Boolean)
                .slice(0, 3)
                .join(' · ') || '(empty)'}
            </span>
            <SelectField
              label={`Column “${column || index + 1}” holds`}
              value={mapping[index] ?? 'ignore'}
              onChange={(value) => change(index, value as ImportField)}
            >
              {IMPORT_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {FIELD_LABELS[field]}
                </option>
              ))}
            </SelectField>
          </li>
        ))}
      </ul>
      {preview.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls sideways on phones; keyboard users focus it to scroll
        <div className="cimport-scroll" role="region" aria-label="First lines of the file" tabIndex={0}>
          <table className="cimport-table">
            <caption className="visually-hidden">
              The first {preview.length} lines as they will be read
            </caption>
            <thead>
              <tr>
                {upload.columns.map((column, index) => (
                  <th key={index} scope="col">
                    {mapping[index] === 'ignore' ? <s>{column}</s> : FIELD_LABELS[mapping[index] ?? 'ignore']}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, line) => (
                <tr key={line}>
                  {upload.columns.map((_, index) => (
                    <td key={index}>{row[index] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <FormError boxed>{problem}</FormError>
      <div className="cimport-actions">
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={save.isPending}>
            Back to review
          </Button>
        ) : (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel import
          </Button>
        )}
        <Button onClick={start} loading={save.isPending}>
          {problem && save.isError ? 'Try again' : 'Match the lines'}
        </Button>
      </div>
    </>
  );
}
