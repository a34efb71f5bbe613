import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addUserCardContract,
  deleteUserCardContract,
  updateUserCardContract,
  type AddUserCardBody,
  type UpdateUserCardBody,
  type UserCard,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys, collectionChanged, collectionKeys } from '@/lib/query-keys';

/** Puts the server's entry into the card page's copies (added or replaced) without asking for them again. */
function storeCopy(queryClient: QueryClient, card: UserCard) {
  queryClient.setQueryData<UserCard[]>(collectionKeys.copies(card.card_id), (copies) =>
    copies?.some((copy) => copy.user_card_id === card.user_card_id)
      ? copies.map((copy) => (copy.user_card_id === card.user_card_id ? card : copy))
      : copies && [...copies, card],
  );
}

/**
 * Catalogue card tables (series, player) that show owned counts: the table an add was made from raises its own
 * counts at once (useOwnedCountBump), so they only go stale here instead of fetching up to 10,000 cards again.
 */
const CARD_TABLES = [catalogueKeys.seriesCardsRoot, catalogueKeys.playerRoot];

/**
 * The answer is the new entry: the card page's copies take it as it is. The dashboard list refetches only when
 * it is on screen (otherwise it just goes stale).
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserCardBody) => callEndpoint(addUserCardContract, { body }),
    onSuccess: ({ card }) => {
      storeCopy(queryClient, card);
      return collectionChanged(queryClient, {
        patched: [collectionKeys.copies(card.card_id), ...CARD_TABLES],
      });
    },
  });
}

/** The answer is the edited entry: it replaces the cached one in every loaded list and in the copies. */
export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userCardId, body }: { userCardId: number; body: UpdateUserCardBody }) =>
      (await callEndpoint(updateUserCardContract, { params: { user_card_id: userCardId }, body })).card,
    onSuccess: (card) => {
      storeCopy(queryClient, card);
      queryClient.setQueriesData<UserCard[]>({ queryKey: collectionKeys.cardsRoot }, (cards) =>
        cards?.map((entry) => (entry.user_card_id === card.user_card_id ? card : entry)),
      );
      // the dashboard list refetches all the same: an edit may move the entry out of its location filter
      return collectionChanged(queryClient, { patched: [collectionKeys.copies(card.card_id)] });
    },
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userCardId: number) =>
      callEndpoint(deleteUserCardContract, { params: { user_card_id: userCardId } }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
