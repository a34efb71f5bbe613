import { useCallback, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { type Card, countLabel } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useBulkAddCards } from '../api/use-bulk-add-cards';
import type { CardSelection } from './use-card-selection';
import { useOwnedCountBump } from './use-owned-counts';

export const ADD_MESSAGES = {
  signInRequired: 'Please log in to add cards to your collection',
  bulkFailed: 'Failed to add cards to collection',
  bulkAdded: (count: number) => `Added ${countLabel(count, 'card')} to your collection`,
} as const;

interface Options {
  cardsQueryKey: QueryKey;
  selection: CardSelection;
  signedIn: boolean;
}

/**
 * Adding from the card table: a single card opens the add-card modal; Multiple mode adds the
 * selection in one call, then clears it and leaves Multiple mode (spec §2 Card table).
 */
export function useCardAdding({ cardsQueryKey, selection, signedIn }: Options) {
  const bump = useOwnedCountBump(cardsQueryKey);
  const bulk = useBulkAddCards();
  const [modalCard, setModalCard] = useState<Card | null>(null);
  const { selected, setMode } = selection;

  const addOne = useCallback(
    (card: Card) => {
      if (!signedIn) {
        toast.error(ADD_MESSAGES.signInRequired);
        return;
      }
      setModalCard(card);
    },
    [signedIn],
  );

  const addSelected = useCallback(() => {
    if (!signedIn) {
      toast.error(ADD_MESSAGES.signInRequired);
      return;
    }
    const cardIds = [...selected];
    if (cardIds.length === 0) return;
    bulk.mutate(cardIds, {
      onSuccess: (result) => {
        toast.success(ADD_MESSAGES.bulkAdded(result.added));
        bump(cardIds);
        setMode('single');
      },
      onError: (error) => toast.error(errorText(error, { fallback: ADD_MESSAGES.bulkFailed })),
    });
  }, [signedIn, selected, bulk, bump, setMode]);

  const closeModal = useCallback(() => setModalCard(null), []);
  const modalCardId = modalCard?.card_id;
  const onModalAdded = useCallback(() => {
    if (modalCardId !== undefined) bump([modalCardId]);
  }, [bump, modalCardId]);

  return { addOne, addSelected, bulkPending: bulk.isPending, modalCard, closeModal, onModalAdded };
}
