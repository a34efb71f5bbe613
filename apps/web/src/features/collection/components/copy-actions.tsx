import { Pencil, Star, Trash2 } from 'lucide-react';
import type { UserCard } from '@cardbinder/shared';
import type { CollectionTableActions } from './collection-columns';

/** An owned copy's edit, favourite and delete buttons, as the phone list and the gallery show them. */
export function CopyActions({
  card,
  actions,
  iconSize,
}: {
  card: UserCard;
  /** read when a button is used (a memoised list item keeps its first props) */
  actions: () => Pick<CollectionTableActions, 'onEdit' | 'onFavorite' | 'onDelete'>;
  iconSize: number;
}) {
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit card ${card.card_number}`}
        onClick={() => actions().onEdit(card)}
      >
        <Pencil size={iconSize} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`icon-button cc-fave${card.is_special ? ' cc-fave--on' : ''}`}
        aria-label={card.is_special ? 'Remove from favorites' : 'Add to favorites'}
        aria-pressed={card.is_special}
        onClick={() => actions().onFavorite(card)}
      >
        <Star size={iconSize} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button cc-danger"
        aria-label={`Delete card ${card.card_number}`}
        onClick={() => actions().onDelete(card)}
      >
        <Trash2 size={iconSize} aria-hidden="true" />
      </button>
    </>
  );
}
