import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFavoriteCardContract,
  favoriteCandidatesContract,
  FAVORITES_PAGE_SIZE,
  removeFavoriteCardContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys, profileKeys } from '@/lib/query-keys';

/** Favourites show on the profile, the settings and as stars on the collection: all are refreshed. */
function useInvalidateFavorites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    ]);
}

export function useAddFavorite() {
  const onSuccess = useInvalidateFavorites();
  return useMutation({
    mutationFn: (body: { user_card_id: number; sort_order: number }) =>
      callEndpoint(addFavoriteCardContract, { body }),
    onSuccess,
  });
}

export function useRemoveFavorite() {
  const onSuccess = useInvalidateFavorites();
  return useMutation({
    mutationFn: (favoriteId: number) =>
      callEndpoint(removeFavoriteCardContract, { params: { favorite_id: String(favoriteId) } }),
    onSuccess,
  });
}

/** The collection to pick from, 50 entries a page (offset paging with has_more). */
export function useFavoriteCandidates(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.candidates(search),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        favoriteCandidatesContract,
        { query: { limit: FAVORITES_PAGE_SIZE, offset: pageParam, search: search || undefined } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * FAVORITES_PAGE_SIZE : undefined),
    enabled,
  });
}
