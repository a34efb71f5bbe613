import { formatCount } from '@cardbinder/shared';
import { useState } from 'react';
import type { ImportLineStatus } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Pager } from '@/components/ui/pager';
import { errorText } from '@/lib/api-client';
import { downloadNotFound, useChooseLine, type ImportView, type LineChoice } from '../api/collection-import';
import { LINE_STATUS_LABELS, plural } from '../lib/import-labels';
import { ImportLineItem } from './import-line-item';
import { ProgressMeter } from './progress-meter';

export interface ReviewStepProps {
  view: ImportView;
  filter: ImportLineStatus;
  onFilter: (filter: ImportLineStatus) => void;
  onPage: (page: number) => void;
  onNext: () => void;
  onCancel: () => void;
  onChangeColumns: () => void;
}

const FILTERS: readonly ImportLineStatus[] = ['matched', 'uncertain', 'not_found', 'invalid'];

/** Step 3: a bar while the lines are matched, then the lines by status with a pick, a search or a skip each. */
export function ReviewStep({
  view,
  filter,
  onFilter,
  onPage,
  onNext,
  onCancel,
  onChangeColumns,
}: ReviewStepProps) {
  const { import: upload, lines } = view;
  const choose = useChooseLine(upload.import_id);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (upload.status === 'matching' || upload.status === 'uploaded') {
    return (
      <ProgressMeter
        label="Matching lines"
        done={upload.progress}
        total={100}
        text={`Matching ${plural(upload.total_lines, 'line')} with the catalogue…`}
      />
    );
  }

  const onChoose = (lineId: number, choice: LineChoice) => {
    setErrors(({ [lineId]: _dropped, ...rest }) => rest);
    choose.mutate(
      { lineId, choice },
      {
        onError: (error) =>
          setErrors((current) => ({
            ...current,
            [lineId]: errorText(error, {
              fallback: 'Your choice could not be saved; try again',
              prefer: 'message',
            }),
          })),
      },
    );
  };

  const download = async () => {
    setDownloadError(null);
    try {
      await downloadNotFound(upload.import_id);
    } catch (error) {
      setDownloadError(errorText(error, { fallback: 'The list could not be downloaded', prefer: 'message' }));
    }
  };

  const { counts } = upload;
  const shown = FILTERS.filter((status) => status !== 'invalid' || counts.invalid > 0);
  const busyLine = choose.isPending ? choose.variables.lineId : null;

  return (
    <>
      <p role="status">
        {plural(counts.entries_to_add, 'card')} will be added
        {counts.skipped > 0 ? `, ${plural(counts.skipped, 'line')} skipped` : ''}.
        {counts.uncertain > 0 ? ` Pick the card of the ${plural(counts.uncertain, 'uncertain line')}.` : ''}
      </p>
      <div className="cimport-filters" role="group" aria-label="Show lines">
        {shown.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={filter === status ? 'primary' : 'secondary'}
            aria-pressed={filter === status}
            onClick={() => onFilter(status)}
          >
            {LINE_STATUS_LABELS[status]} ({formatCount(counts[status])})
          </Button>
        ))}
      </div>
      {lines.length === 0 ? (
        <p className="muted">No {LINE_STATUS_LABELS[filter].toLowerCase()} lines.</p>
      ) : (
        <ul className="cimport-lines" aria-label={`${LINE_STATUS_LABELS[filter]} lines`}>
          {lines.map((line) => (
            <ImportLineItem
              key={line.line_id}
              line={line}
              busy={busyLine === line.line_id}
              error={errors[line.line_id] ?? null}
              onChoose={(choice) => onChoose(line.line_id, choice)}
            />
          ))}
        </ul>
      )}
      <Pager label="Pages of lines" page={view.page} totalPages={view.total_pages} onPage={onPage} />
      <FormError boxed>{downloadError}</FormError>
      <div className="cimport-actions">
        {counts.not_found + counts.invalid > 0 ? (
          <Button variant="ghost" onClick={() => void download()}>
            Download not-found list
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onChangeColumns}>
          Change columns
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel import
        </Button>
        <Button onClick={onNext} disabled={counts.entries_to_add === 0}>
          Next: import {plural(counts.entries_to_add, 'card')}
        </Button>
      </div>
    </>
  );
}
