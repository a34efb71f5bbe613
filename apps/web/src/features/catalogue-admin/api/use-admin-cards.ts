import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCardsContract,
  type cardBodySchema,
  createCardContract,
  deleteCardContract,
  PLAYER_TEAM_SEARCH,
  playerTeamSearchContract,
  type seriesBySetSlugsContract,
  updateCardContract,
  seriesBySetSlugsRoute,
} from '@cardbinder/shared';
import { callEndpoint, callRoute } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useRefreshCatalogue } from './use-admin-player';

type CardInput = z.input<typeof cardBodySchema>;

/** A series' cards (up to 10,000) with the version each editor sends back. */
export function useAdminCards(seriesId: number | null) {
  return useQuery({
    queryKey: adminKeys.cards(seriesId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(adminCardsContract, { query: { series_id: seriesId! } }, { signal }),
    enabled: seriesId !== null,
  });
}

/** /admin/cards/{year}/{setSlug}/{seriesSlug}: the series id behind the address. */
export function useSeriesIdOfRoute(route: { year: number; setSlug: string; seriesSlug: string } | null) {
  return useQuery({
    queryKey: adminKeys.seriesRoute(route ?? {}),
    queryFn: async ({ signal }) =>
      (
        await callRoute<typeof seriesBySetSlugsContract>(
          seriesBySetSlugsRoute,
          { params: route! },
          { signal },
        )
      ).series.series_id,
    enabled: route !== null,
  });
}

export function useSaveCard() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (
      input: { cardId: number; version: string; body: CardInput } | { seriesId: number; body: CardInput },
    ) =>
      'cardId' in input
        ? callEndpoint(updateCardContract, {
            params: { id: input.cardId },
            body: { ...input.body, version: input.version },
          })
        : callEndpoint(createCardContract, { body: { ...input.body, series_id: input.seriesId } }),
    // a refused save (409: changed meanwhile) refreshes too, so reopening shows the latest card
    onSettled: () => refresh(),
  });
}

export function useDeleteCard() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (cardId: number) => callEndpoint(deleteCardContract, { params: { id: cardId } }),
    onSuccess: () => refresh(),
  });
}

/** Player-team pairs for the card editor, from 2 characters (the caller debounces), 50 at most. */
export function usePlayerTeamSearch(search: string) {
  return useQuery({
    queryKey: adminKeys.playerTeamSearch(search),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          playerTeamSearchContract,
          { query: { q: search, limit: PLAYER_TEAM_SEARCH.limit } },
          { signal },
        )
      ).playerTeamCombinations,
    enabled: search.length >= PLAYER_TEAM_SEARCH.minLength,
    placeholderData: keepPreviousData,
  });
}
