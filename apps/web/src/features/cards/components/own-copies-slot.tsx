import type { CardDetail } from '@cardbinder/shared';

export interface OwnCopiesSlotProps {
  card: CardDetail;
  signedIn: boolean;
}

/**
 * Where the signed-in user's own copies of this card go (spec 2 §2.2). The table itself belongs to
 * the collection feature (features/collection/components/own-copies-table.tsx); until it exists the
 * slot shows the owned count the card detail already carries.
 */
export function OwnCopiesSlot({ card, signedIn }: OwnCopiesSlotProps) {
  if (!signedIn) return null;
  const owned = card.user_card_count ?? 0;
  return (
    <section className="own-copies-slot" data-slot="own-copies-table" aria-label="Your copies">
      <h2 className="card-page__section-title">Your Copies</h2>
      <p className="card-page__muted">
        {owned === 0
          ? 'This card is not in your collection yet.'
          : `You have ${owned} ${owned === 1 ? 'copy' : 'copies'} of this card in your collection.`}
      </p>
    </section>
  );
}
