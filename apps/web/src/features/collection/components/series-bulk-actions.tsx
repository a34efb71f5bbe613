import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { ListMinus, ListPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useAddSeriesToCollection, useRemoveSeriesFromCollection } from '../api/use-series-bulk';
import { AddSeriesDialog } from './add-series-dialog';
import './collection.css';

export const SERIES_BULK_MESSAGES = {
  addFailed: 'Failed to add series to collection',
  removeFailed: 'Failed to remove series from collection',
} as const;

export interface SeriesBulkActionsProps {
  seriesId: number;
  seriesName: string;
  cardCount: number;
  /** distinct cards of the series the user owns; nothing to remove at 0 */
  ownedCount?: number;
  /** catalogue queries whose owned counts or completion change with the collection */
  catalogueQueryKeys: readonly QueryKey[];
}

/** Adds or removes a whole series in the collection, for signed-in users (spec 2 §2.8, §4). */
export function SeriesBulkActions({
  seriesId,
  seriesName,
  cardCount,
  ownedCount,
  catalogueQueryKeys,
}: SeriesBulkActionsProps) {
  const { status } = useAuth();
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const add = useAddSeriesToCollection(seriesId, catalogueQueryKeys);
  const remove = useRemoveSeriesFromCollection(seriesId, catalogueQueryKeys);
  if (status !== 'authenticated') return null;

  const busy = add.isPending || remove.isPending;
  const series = { name: seriesName, cardCount };
  const close = () => setDialog(null);

  const addSeries = (locationId: number) =>
    add.mutate(
      { user_location: locationId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close();
        },
        onError: (error) =>
          toast.error(errorText(error, { fallback: SERIES_BULK_MESSAGES.addFailed, prefer: 'message' })),
      },
    );

  const removeSeries = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message);
        close();
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: SERIES_BULK_MESSAGES.removeFailed, prefer: 'message' })),
    });

  return (
    <div className="cc-series-bulk">
      <Button
        size="sm"
        icon={<ListPlus size={16} aria-hidden="true" />}
        loading={add.isPending}
        disabled={busy || cardCount === 0}
        onClick={() => setDialog('add')}
      >
        {add.isPending ? 'Adding...' : 'Add Series to Collection'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon={<ListMinus size={16} aria-hidden="true" />}
        loading={remove.isPending}
        disabled={busy || ownedCount === 0}
        onClick={() => setDialog('remove')}
      >
        {remove.isPending ? 'Removing...' : 'Remove Series from Collection'}
      </Button>
      <AddSeriesDialog
        series={series}
        open={dialog === 'add'}
        adding={add.isPending}
        onCancel={close}
        onConfirm={addSeries}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={close}
        title="Remove Series from Collection"
        confirmLabel={remove.isPending ? 'Removing...' : 'Remove Series'}
        pending={remove.isPending}
        onConfirm={removeSeries}
      >
        {/* which copies go (spec 2 §4) */}
        <div className="cc-confirm">
          <p>
            {'Removes one basic copy of each card of '}
            <strong>{seriesName}</strong>
            {' from your collection: the oldest copy that is ungraded and has no aftermarket autograph.'}
          </p>
          <p>Graded and autographed copies, and any further copies, are kept.</p>
          <p className="muted">This action cannot be undone.</p>
        </div>
      </ConfirmDialog>
    </div>
  );
}
