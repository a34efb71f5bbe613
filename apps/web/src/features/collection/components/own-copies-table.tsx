import { useMemo, useState } from 'react';
import { sortUserCards, type UserCard } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { useCardCopies } from '../api/use-collection';
import { useCardActions, withFavoriteMarks } from '../hooks/use-card-actions';
import { CollectionTable } from './collection-table';
import { DeleteCardDialog } from './delete-card-dialog';
import { EditCardModal } from './edit-card-modal';

/**
 * The signed-in user's copies of one catalogue card, for the card page (spec 2 §2.2): the dashboard's
 * columns in a 600 px table, with the same edit, favourite and delete actions. Renders nothing for
 * visitors or when the user owns no copy.
 */
export function OwnCopiesTable({ cardId, title = 'My Copies' }: { cardId: number; title?: string }) {
  const { user } = useAuth();
  const copies = useCardCopies(cardId, Boolean(user));
  const actions = useCardActions();
  const [editing, setEditing] = useState<UserCard | null>(null);
  const sorted = useMemo(() => sortUserCards(copies.data ?? []), [copies.data]);
  const cards = useMemo(
    () => withFavoriteMarks(sorted, actions.favoriteMarks),
    [sorted, actions.favoriteMarks],
  );
  if (!user || cards.length === 0) return null;
  const editingCard = editing
    ? (cards.find((c) => c.user_card_id === editing.user_card_id) ?? editing)
    : null;
  return (
    <section className="cc-copies" aria-label={title}>
      <h2>{`${title} (${cards.length})`}</h2>
      <CollectionTable
        cards={cards}
        compact
        label={title}
        onEdit={setEditing}
        onFavorite={actions.toggleFavorite}
        onDelete={actions.askDelete}
      />
      <EditCardModal card={editingCard} onClose={() => setEditing(null)} />
      <DeleteCardDialog
        card={actions.deleting}
        deleting={actions.deletePending}
        onCancel={actions.cancelDelete}
        onConfirm={(card) => actions.confirmDelete(card)}
      />
    </section>
  );
}
