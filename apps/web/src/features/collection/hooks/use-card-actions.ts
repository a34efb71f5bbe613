import { useState } from 'react';
import type { UserCard } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDeleteCard, useUpdateCard } from '../api/use-user-cards';

/** Favourite toggling and confirmed deletion with the spec's toasts (spec 2 §4, §8). */
export function useCardActions() {
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<UserCard | null>(null);

  const toggleFavorite = (card: UserCard) =>
    update.mutate(
      { userCardId: card.user_card_id, body: { is_special: !card.is_special } },
      {
        onSuccess: (saved) =>
          toast.show('success', saved.is_special ? 'Added to favorites' : 'Removed from favorites'),
        onError: (problem) =>
          toast.show(
            'error',
            `Failed to update favorite status: ${errorText(problem, { fallback: 'Please try again' })}`,
          ),
      },
    );

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
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
  };
}
