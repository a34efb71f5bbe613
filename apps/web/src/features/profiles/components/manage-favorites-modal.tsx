import { useState } from 'react';
import {
  FAVORITE_SEARCH_DEBOUNCE_MS,
  FAVORITE_SLOTS,
  type FavoriteCandidate,
  type FavoriteCard,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/api-client';
import { useAddFavorite, useFavoriteCandidates, useRemoveFavorite } from '../api/use-favorite-mutations';

const SLOTS = Array.from({ length: FAVORITE_SLOTS }, (_, i) => i + 1);
const describe = (
  c: Pick<FavoriteCandidate, 'card_number' | 'player_names' | 'set_year' | 'set_name' | 'series_name'>,
) => `#${c.card_number} ${c.player_names} · ${c.set_year} ${c.set_name} · ${c.series_name}`;

export interface ManageFavoritesModalProps {
  open: boolean;
  favorites: FavoriteCard[];
  onClose: () => void;
}

/** Spec 2 §2.8 Manage Favorite Cards: five slots, a searchable collection (500 ms pause, 50 a page). */
export function ManageFavoritesModal({ open, favorites, onClose }: ManageFavoritesModalProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), FAVORITE_SEARCH_DEBOUNCE_MS);
  const candidates = useFavoriteCandidates(settled, open);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const bySlot = new Map(favorites.map((f) => [f.sort_order, f]));
  const freeSlots = SLOTS.filter((slot) => !bySlot.has(slot));
  const [chosen, setChosen] = useState<number | null>(null);
  const target = chosen !== null && freeSlots.includes(chosen) ? chosen : (freeSlots[0] ?? null);
  const cards = candidates.data?.pages.flatMap((page) => page.cards) ?? [];

  const place = (card: FavoriteCandidate) => {
    if (target === null) return;
    add.mutate(
      { user_card_id: card.user_card_id, sort_order: target },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error(errorText(error, { fallback: 'Failed to add favorite card', prefer: 'message' })),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Manage Favorite Cards"
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <ol className="favorite-slots" aria-label="Favorite slots">
        {SLOTS.map((slot) => {
          const card = bySlot.get(slot);
          return (
            <li key={slot} className={`favorite-slot${slot === target ? ' favorite-slot--target' : ''}`}>
              <span className="favorites-preview__slot">{slot}</span>
              {card ? (
                <>
                  <span className="favorite-slot__card">
                    {describe({ ...card, player_names: card.player_names })}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove #${card.card_number} ${card.player_names} from favorites`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(card.favorite_id, {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: (error) =>
                          toast.error(errorText(error, { fallback: 'Failed to remove favorite card' })),
                      })
                    }
                  >
                    Remove
                  </Button>
                </>
              ) : (
                <button
                  type="button"
                  className="favorite-slot__empty"
                  onClick={() => setChosen(slot)}
                  aria-pressed={slot === target}
                >
                  Empty slot{slot === target ? ' (next card goes here)' : ''}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="field">
        <label className="field__label" htmlFor="favorite-search">
          Search your collection
        </label>
        <input
          id="favorite-search"
          className="field__input"
          type="search"
          placeholder="Player, card number, set or series"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {candidates.isError ? (
        <FormError>Failed to load favorite cards</FormError>
      ) : candidates.isPending ? (
        <p className="muted">Loading your collection...</p>
      ) : cards.length === 0 ? (
        <p className="muted">
          {settled ? `No cards in your collection match "${settled}"` : 'Your collection is empty.'}
        </p>
      ) : (
        <ul className="favorite-candidates">
          {cards.map((card) => (
            <li key={card.user_card_id} className="favorite-candidate">
              <span>
                {describe(card)}
                {card.grading_agency_abbr ? ` · ${card.grading_agency_abbr} ${card.grade ?? ''}` : ''}
              </span>
              {card.is_favorite ? (
                <span className="muted">Favorite</span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={target === null || add.isPending}
                  aria-label={`Add #${card.card_number} ${card.player_names} to favorites`}
                  onClick={() => place(card)}
                >
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {target === null ? (
        <p className="muted">All five slots are taken: remove one to add another card.</p>
      ) : null}
      {candidates.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          loading={candidates.isFetchingNextPage}
          onClick={() => void candidates.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </Modal>
  );
}
