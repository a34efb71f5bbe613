import { playerNames, seriesLabel, type UserCard } from '@cardbinder/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface DeleteCardDialogProps {
  card: UserCard | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (card: UserCard) => void;
}

/** 'Delete Card from Collection' confirmation (spec 2 §2.8). */
export function DeleteCardDialog({ card, deleting, onCancel, onConfirm }: DeleteCardDialogProps) {
  return (
    <ConfirmDialog
      open={card !== null}
      onClose={onCancel}
      title="Delete Card from Collection"
      confirmLabel={deleting ? 'Deleting...' : 'Delete Card'}
      pending={deleting}
      onConfirm={() => card && onConfirm(card)}
    >
      {card ? (
        <div className="cc-confirm">
          <p>
            <strong>#{card.card_number}</strong> {seriesLabel(card)}
            {playerNames(card)[0] ? ` · ${playerNames(card)[0]}` : ''} · Code {card.random_code}
          </p>
          <p>Are you sure you want to delete this card?</p>
          <p className="muted">This action cannot be undone.</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
