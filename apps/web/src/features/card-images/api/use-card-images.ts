import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARD_IMAGE_LIMITS,
  type cardImageConsentContract,
  type cardImagesContract,
  type myCardImagesContract,
  type suggestCardImageContract,
  type withdrawCardImageContract,
  type CardImagePair,
  type CardImageSide,
  cardImageConsentRoute,
  cardImagesRoute,
  myCardImagesRoute,
  suggestCardImageRoute,
  withdrawCardImageRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { cardImageKeys } from '@/lib/query-keys';

/** The published pictures of these cards, in calls of at most 500 ids; a card without one is absent. */
async function fetchPublished(cardIds: number[]): Promise<Record<string, CardImagePair>> {
  const images: Record<string, CardImagePair> = {};
  for (let start = 0; start < cardIds.length; start += CARD_IMAGE_LIMITS.cardIdsMax) {
    const chunk = cardIds.slice(start, start + CARD_IMAGE_LIMITS.cardIdsMax);
    const answer = await callRoute<typeof cardImagesContract>(cardImagesRoute, {
      query: { card_ids: chunk.join(',') },
    });
    Object.assign(images, answer.images);
  }
  return images;
}

/** Published pictures by card id for a list of cards (one call however many rows show them). */
export function useCardImages(cardIds: readonly number[]) {
  const ids = [...new Set(cardIds)].sort((a, b) => a - b);
  const key = ids.join(',');
  return useQuery({
    queryKey: cardImageKeys.published(key),
    queryFn: () => fetchPublished(ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

export function useCardImageConsent(enabled = true) {
  return useQuery({
    queryKey: cardImageKeys.consent,
    queryFn: () => callRoute<typeof cardImageConsentContract>(cardImageConsentRoute, {}),
    enabled,
  });
}

export function useMyCardImages() {
  return useQuery({
    queryKey: cardImageKeys.mine,
    queryFn: () => callRoute<typeof myCardImagesContract>(myCardImagesRoute, {}),
  });
}

export function useSuggestCardImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { photoId: number; side: CardImageSide; consent: boolean }) =>
      callRoute<typeof suggestCardImageContract>(suggestCardImageRoute, {
        params: { photoId: input.photoId },
        body: { side: input.side, consent: input.consent },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardImageKeys.all }),
  });
}

export function useWithdrawCardImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callRoute<typeof withdrawCardImageContract>(withdrawCardImageRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardImageKeys.all }),
  });
}
