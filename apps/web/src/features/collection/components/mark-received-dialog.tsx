import { useState } from 'react';
import { countLabel, type Location } from '@cardbinder/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDeleteLocation } from '../api/use-locations';
import { MoveCardsField } from './move-cards-field';

export interface MarkReceivedDialogProps {
  inTransit: Location;
  locations: readonly Location[];
  onClose: () => void;
  onDone: (inTransitId: number) => void;
}

/**
 * 'Mark received' on In Transit (issue 18): its cards move to the location the user picks. In Transit itself goes
 * (the next eBay purchase creates it again), which is the location delete-and-reassign the collection has.
 */
export function MarkReceivedDialog({ inTransit, locations, onClose, onDone }: MarkReceivedDialogProps) {
  const move = useDeleteLocation();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = locations.filter((location) => location.user_location_id !== inTransit.user_location_id);

  const confirm = () => {
    if (!target) return setError('Please select a location to move the cards to');
    move.mutate(
      { id: inTransit.user_location_id, reassignTo: Number(target) },
      {
        onSuccess: () => {
          toast.show('success', 'Cards marked as received');
          onDone(inTransit.user_location_id);
        },
        onError: (problem) =>
          toast.show('error', errorText(problem, { fallback: 'Failed to mark cards received' })),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Mark Received"
      confirmLabel="Mark Received"
      pending={move.isPending}
      onConfirm={confirm}
    >
      <div className="cc-form">
        <p>
          {inTransit.location} holds {countLabel(inTransit.card_count, 'card')}. Where do they go now that
          they have arrived?
        </p>
        {others.length === 0 ? (
          <p className="muted">Add another location first (the + beside your locations).</p>
        ) : null}
        <MoveCardsField
          choices={others}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setError(null);
          }}
          error={error}
        />
      </div>
    </ConfirmDialog>
  );
}
