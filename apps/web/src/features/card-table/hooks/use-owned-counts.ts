import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { collectionChanged } from '@/lib/query-keys';

interface WithCards {
  cards: { card_id: number; user_card_count?: number }[];
}

/**
 * After an add the owned count of each added card rises by 1 at once (spec §2) in the cached card
 * list, without fetching 10,000 cards again; every other answer that shows the collection is refetched.
 */
export function useOwnedCountBump(cardsQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(
    (cardIds: readonly number[]) => {
      const added = new Set(cardIds);
      queryClient.setQueryData<WithCards>(cardsQueryKey, (data) =>
        data
          ? {
              ...data,
              cards: data.cards.map((card) =>
                added.has(card.card_id)
                  ? { ...card, user_card_count: (card.user_card_count ?? 0) + 1 }
                  : card,
              ),
            }
          : data,
      );
      void collectionChanged(queryClient, { patched: [cardsQueryKey] });
    },
    [queryClient, cardsQueryKey],
  );
}
