import { countLabel } from '@cardbinder/shared';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useToggleWant, useWantCards, useWanted, useWantMissing } from '../api/use-wants';

/** 'Want' on a card page: puts the card on the want list or takes it off. */
export function WantButton({ cardId }: { cardId: number }) {
  const wanted = useWanted({ cardId });
  const toggle = useToggleWant();
  const isWanted = wanted.data?.has(cardId) ?? false;
  return (
    <Button
      variant={isWanted ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={isWanted}
      icon={<Heart size={16} aria-hidden="true" />}
      loading={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { cardId, want: !isWanted },
          {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) =>
              toast.error(errorText(error, { fallback: 'Failed to update your want list' })),
          },
        )
      }
    >
      {isWanted ? 'Wanted' : 'Want'}
    </Button>
  );
}

/** 'Want N cards' for a card table's selection, or 'Want missing cards' for a series. */
export function WantCardsButton({
  label,
  onWant,
  pending,
}: {
  label: string;
  onWant: () => void;
  pending: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Heart size={16} aria-hidden="true" />}
      loading={pending}
      onClick={onWant}
    >
      {label}
    </Button>
  );
}

/** A series page's 'Want missing cards': every card of the series the collector owns no copy of. */
export function WantMissingButton({ seriesId }: { seriesId: number }) {
  const want = useWantMissing();
  return (
    <WantCardsButton
      label="Want missing cards"
      pending={want.isPending}
      onWant={() =>
        want.mutate(seriesId, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorText(error, { fallback: 'Failed to update your want list' })),
        })
      }
    />
  );
}

/** A card table's 'Want N cards' for the cards selected in Multiple mode. */
export function WantSelectedButton({ cardIds, onDone }: { cardIds: number[]; onDone: () => void }) {
  const want = useWantCards();
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Heart size={16} aria-hidden="true" />}
      disabled={cardIds.length === 0}
      loading={want.isPending}
      onClick={() =>
        want.mutate(cardIds, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onDone();
          },
          onError: (error) => toast.error(errorText(error, { fallback: 'Failed to update your want list' })),
        })
      }
    >
      {`Want ${countLabel(cardIds.length, 'card')}`}
    </Button>
  );
}

/** CardTable's selectionActions for a signed-in collector. */
export const wantSelection = (cardIds: number[], clear: () => void) => (
  <WantSelectedButton cardIds={cardIds} onDone={clear} />
);
