import { startTransition, useOptimistic, useState } from 'react';
import type { UserCard } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { queryUpdatesDelivered } from '@/lib/query-client';
import { useDeleteCard, useUpdateCard } from '../api/use-user-cards';

type FavoriteMarks = ReadonlyMap<number, boolean>;
const NO_MARKS: FavoriteMarks = new Map();

/** The cards with the favourite marks still being saved applied (the same array when there are none). */
export function withFavoriteMarks<T extends UserCard>(
  cards: readonly T[],
  marks: FavoriteMarks,
): readonly T[] {
  if (marks.size === 0) return cards;
  return cards.map((card) => {
    const mark = marks.get(card.user_card_id);
    return mark === undefined || mark === card.is_special ? card : { ...card, is_special: mark };
  });
}

/**
 * Favourite toggling and confirmed deletion with the spec's toasts (spec 2 §4, §8). A star turns at the click
 * (React's useOptimistic): the mark lasts while the save and the lists it refreshes are under way, then the
 * cached entry the save stored takes over, or, if the save failed, the star turns back with the error toast.
 */
export function useCardActions() {
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<UserCard | null>(null);
  const [favoriteMarks, markFavorite] = useOptimistic(NO_MARKS, (marks, [id, favorite]: [number, boolean]) =>
    new Map(marks).set(id, favorite),
  );

  const toggleFavorite = (card: UserCard) => {
    const favorite = !card.is_special;
    startTransition(async () => {
      markFavorite([card.user_card_id, favorite]);
      try {
        const saved = await update.mutateAsync({
          userCardId: card.user_card_id,
          body: { is_special: favorite },
        });
        toast.show('success', saved.is_special ? 'Added to favorites' : 'Removed from favorites');
        await queryUpdatesDelivered();
      } catch (problem) {
        toast.show(
          'error',
          `Failed to update favorite status: ${errorText(problem, { fallback: 'Please try again' })}`,
        );
      }
    });
  };

  const confirmDelete = (card: UserCard, after?: () => void) =>
    remove.mutate(card.user_card_id, {
      onSuccess: () => {
        toast.show('success', `Card ${card.card_number} removed from collection`);
        setDeleting(null);
        after?.();
      },
      onError: (problem) =>
        toast.show(
          'error',
          `Failed to delete card: ${errorText(problem, { fallback: 'Failed to delete card' })}`,
        ),
    });

  return {
    toggleFavorite,
    /** apply to the cards shown, so a star the user just turned shows turned */
    favoriteMarks,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
  };
}
