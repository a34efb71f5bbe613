import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addUserCardContract,
  deleteUserCardContract,
  updateUserCardContract,
  type AddUserCardBody,
  type EndpointResponse,
  type UpdateUserCardBody,
  type UserCard,
} from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { isNetworkFailure, newIdempotencyKey, queueAdd, type QueuedCardLabel } from '@/features/offline-sync';
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

export type AddCardOutcome =
  { queued: false; response: EndpointResponse<typeof addUserCardContract> } | { queued: true };

/**
 * The answer is the new entry: the card page's copies take it as it is. The dashboard list refetches only when
 * it is on screen (otherwise it just goes stale). Without a connection the add is queued (features/offline-sync)
 * and sent when it returns, under a key made here so that a send whose answer was lost is saved once.
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.user_id;
  return useMutation({
    // runs offline too, so an add without a connection is queued instead of waiting in this tab's memory
    networkMode: 'always',
    mutationFn: async ({
      body,
      card,
    }: {
      body: AddUserCardBody;
      card: QueuedCardLabel;
    }): Promise<AddCardOutcome> => {
      const request = { ...body, idempotency_key: newIdempotencyKey() };
      const queue = async (id: number) => {
        await queueAdd(id, request, card);
        return { queued: true as const };
      };
      if (userId !== undefined && !navigator.onLine) return queue(userId);
      try {
        return { queued: false, response: await callEndpoint(addUserCardContract, { body: request }) };
      } catch (error) {
        if (userId !== undefined && isNetworkFailure(error)) return queue(userId);
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      const { card } = outcome.response;
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
