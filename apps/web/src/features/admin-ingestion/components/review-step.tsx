import { Check } from 'lucide-react';
import {
  formatCount,
  type IngestionPreview,
  type IngestionPreviewResponse,
  pluralNoun,
} from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { useStartIngestion } from '../api/ingestion-jobs';
import { PreviewCard } from './preview-card';

export const START_FAILED = 'Failed to start ingestion';

export interface ReviewStepProps {
  result: IngestionPreviewResponse;
  onChange: (result: IngestionPreviewResponse) => void;
  onStarted: (jobId: number) => void;
  onCancel: () => void;
}

/** Step 2: what each workbook would add; confirming queues the job. */
export function ReviewStep({ result, onChange, onStarted, onCancel }: ReviewStepProps) {
  const start = useStartIngestion();
  const { previews, failures } = result;
  const totalCards = previews.reduce((sum, preview) => sum + preview.cards, 0);
  const remove = (preview: IngestionPreview) =>
    onChange({ ...result, previews: previews.filter((kept) => kept.uploadId !== preview.uploadId) });

  return (
    <div className="ingestion-step">
      {failures.map((failure) => (
        <Alert key={failure.file} tone="error">
          {failure.error}
        </Alert>
      ))}
      {previews.length ? (
        <p>
          Ready to ingest <strong>{previews.length}</strong> {pluralNoun(previews.length, 'workbook')} with{' '}
          <strong>{formatCount(totalCards)}</strong> {pluralNoun(totalCards, 'card')} (parallels included).
          Cards already in the catalogue are kept, not duplicated.
        </p>
      ) : (
        <p className="muted">No workbook can be ingested. Choose other files.</p>
      )}
      <div className="ingestion-grid">
        {previews.map((preview) => (
          <PreviewCard
            key={preview.uploadId}
            preview={preview}
            onRemove={previews.length > 1 ? () => remove(preview) : undefined}
          />
        ))}
      </div>
      {start.isError ? (
        <Alert tone="error">{errorText(start.error, { fallback: START_FAILED })}</Alert>
      ) : null}
      <div className="ingestion-actions">
        <Button
          icon={<Check size={16} aria-hidden="true" />}
          disabled={previews.length === 0}
          loading={start.isPending}
          onClick={() => start.mutate(previews, { onSuccess: (job) => onStarted(job.jobId) })}
        >
          Confirm ingestion
        </Button>
        <Button variant="secondary" disabled={start.isPending} onClick={onCancel}>
          Start over
        </Button>
      </div>
    </div>
  );
}
