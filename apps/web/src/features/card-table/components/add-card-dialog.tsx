import type { Card } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAddCard } from '../api/use-add-card';

export interface AddCardDialogProps {
  card: Card | null;
  onClose: () => void;
  onAdded: (card: Card) => void;
}

/** Single add from the card table. */
export function AddCardDialog({ card, onClose, onAdded }: AddCardDialogProps) {
  const add = useAddCard();
  const submit = () => {
    if (!card) return;
    add.mutate(card.card_id, {
      onSuccess: () => {
        toast.success(`Added ${card.card_number} ${card.player_names || 'card'} to your collection`);
        onAdded(card);
        onClose();
      },
      onError: (error) =>
        toast.error(`Failed to add card: ${errorText(error, { fallback: 'Unknown error' })}`),
    });
  };
  return (
    <Modal
      open={card !== null}
      title="Add to Collection"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={add.isPending} onClick={submit}>
            Add Card
          </Button>
        </>
      }
    >
      {card ? (
        <p>
          {`#${card.card_number} ${card.player_names}`}
          <br />
          <span className="card-table__muted">{card.series_name}</span>
        </p>
      ) : null}
    </Modal>
  );
}
