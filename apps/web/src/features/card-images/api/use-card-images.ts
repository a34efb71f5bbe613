import { useMemo } from 'react';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
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

/** The query of these cards' published pictures: one key per set of ids, shared by every list that shows them. */
function publishedQuery(cardIds: readonly number[]) {
  const ids = [...new Set(cardIds)].sort((a, b) => a - b);
  return {
    queryKey: cardImageKeys.published(ids.join(',')),
    queryFn: () => fetchPublished(ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  };
}

/** Published pictures by card id for a list of cards (one call however many rows show them). */
export function useCardImages(cardIds: readonly number[]) {
  return useQuery(publishedQuery(cardIds));
}

type PicturesByCard = Record<string, CardImagePair>;

const mergePages = (results: UseQueryResult<PicturesByCard>[]) => ({
  images: Object.assign({}, ...results.map((result) => result.data ?? {})) as PicturesByCard,
  /** a drawn page's pictures are still being asked for: a card absent from images may yet have one */
  pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
});

/**
 * The pictures of a long list's cards a page at a time: only the pages (of `pageSize`, by position in the
 * list) that hold a drawn index are asked for, each once, so a windowed list of 10,000 asks for what it shows.
 */
export function useCardImagePages(
  cardIds: readonly number[],
  drawn: readonly number[],
  pageSize: number,
): { images: Record<string, CardImagePair>; pending: boolean } {
  const pages = [...new Set(drawn.map((index) => Math.floor(index / pageSize)))];
  const queryClient = useQueryClient();
  const merged = useQueries({
    queries: pages.map((page) => publishedQuery(cardIds.slice(page * pageSize, (page + 1) * pageSize))),
    combine: mergePages,
  });
  // a new order or filter makes new pages: until they answer, the pictures already known stay (a picture is its
  // card's whatever page asked for it), so a row's thumbnail does not blink out while a search is typed; not from
  // answers invalidated since (a picture withdrawn meanwhile must not come back from one)
  const images = useMemo(() => {
    if (!merged.pending) return merged.images;
    const known = queryClient
      .getQueryCache()
      .findAll({ queryKey: cardImageKeys.publishedAll, predicate: (query) => !query.state.isInvalidated })
      .map((query) => (query.state.data ?? {}) as PicturesByCard);
    return Object.assign({}, ...known, merged.images) as PicturesByCard;
  }, [merged, queryClient]);
  return { images, pending: merged.pending };
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
