import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { BulkSeries } from './add-series-dialog';
import './collection.css';

export interface RemoveSeriesDialogProps {
  series: BulkSeries;
  open: boolean;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation before the series bulk removal, saying which copies go (spec 2 §4). */
export function RemoveSeriesDialog({ series, open, removing, onCancel, onConfirm }: RemoveSeriesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      title="Remove Series from Collection"
      confirmLabel={removing ? 'Removing...' : 'Remove Series'}
      pending={removing}
      onConfirm={onConfirm}
    >
      <div className="cc-confirm">
        <p>
          {'Removes one basic copy of each card of '}
          <strong>{series.name}</strong>
          {' from your collection: the oldest copy that is ungraded and has no aftermarket autograph.'}
        </p>
        <p>Graded and autographed copies, and any further copies, are kept.</p>
        <p className="muted">This action cannot be undone.</p>
      </div>
    </ConfirmDialog>
  );
}
