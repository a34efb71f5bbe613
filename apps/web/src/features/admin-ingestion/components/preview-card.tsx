import { formatCount } from '@cardbinder/shared';
import { X } from 'lucide-react';
import type { IngestionPreview } from '@cardbinder/shared';
import { rejectedCount } from '../lib/job-status';
import { IssueList } from './issue-list';

export interface PreviewCardProps {
  preview: IngestionPreview;
  onRemove?: () => void;
}

const n = (value: number) => formatCount(value);

/** What ingesting one workbook would write: its set, series, parallels and cards, and what it would skip. */
export function PreviewCard({ preview, onRemove }: PreviewCardProps) {
  return (
    <article className="ingestion-card" aria-label={`Preview of ${preview.file}`}>
      <header className="ingestion-card__header">
        <div>
          <h3 className="ingestion-card__title">
            {preview.set.year} {preview.set.name}
          </h3>
          <p className="muted ingestion-card__file">{preview.file}</p>
        </div>
        {onRemove ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Leave out ${preview.file}`}
            title="Leave this workbook out"
            onClick={onRemove}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </header>
      <dl className="ingestion-stats">
        <div>
          <dt>Series</dt>
          <dd>{n(preview.series)}</dd>
        </div>
        <div>
          <dt>Parallels</dt>
          <dd>{n(preview.parallels)}</dd>
        </div>
        <div>
          <dt>Cards listed</dt>
          <dd>{n(preview.listedCards)}</dd>
        </div>
        <div>
          <dt>Cards with parallels</dt>
          <dd>{n(preview.cards)}</dd>
        </div>
        <div>
          <dt>Rows read</dt>
          <dd>{n(preview.rowsRead)}</dd>
        </div>
        <div>
          <dt>Rejected rows</dt>
          <dd className={rejectedCount(preview) ? 'ingestion-stats--bad' : undefined}>
            {n(rejectedCount(preview))}
          </dd>
        </div>
      </dl>
      <IssueList
        title="Warnings"
        tone="warning"
        issues={preview.warnings}
        total={preview.warningCount ?? preview.warnings.length}
      />
      <IssueList
        title="Rejected rows"
        tone="error"
        issues={preview.rejected}
        total={rejectedCount(preview)}
      />
    </article>
  );
}
