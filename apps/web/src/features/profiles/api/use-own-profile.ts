import { useQuery } from '@tanstack/react-query';
import { getOwnProfileContract, listFavoriteCardsContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: async ({ signal }) => (await callEndpoint(getOwnProfileContract, {}, { signal })).profile,
    enabled,
  });
}

export function useFavoriteCards(enabled = true) {
  return useQuery({
    queryKey: profileKeys.favorites,
    queryFn: async ({ signal }) =>
      (await callEndpoint(listFavoriteCardsContract, {}, { signal })).favorite_cards,
    enabled,
  });
}
