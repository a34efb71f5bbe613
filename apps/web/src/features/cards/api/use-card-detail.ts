import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type cardByNumberContract,
  type cardBySlugsContract,
  type cardNotFoundSchema,
  cardByNumberRoute,
  cardBySlugsRoute,
} from '@cardbinder/shared';
import { callRoute, isApiError } from '@/lib/api-client';
import { cardKeys } from '@/lib/query-keys';

/** A card page is reached by the short form (series, number, players) or the long form (year, set, series, card). */
export type CardRoute =
  | { kind: 'short'; seriesSlug: string; cardNumber: string; playerSlug: string }
  | { kind: 'long'; year: number; setSlug: string; seriesSlug: string; cardSlug: string };

export type CardNotFound = z.infer<typeof cardNotFoundSchema>;

function fetchCard(route: CardRoute, signal: AbortSignal) {
  if (route.kind === 'long') {
    const { year, setSlug, seriesSlug, cardSlug } = route;
    return callRoute<typeof cardBySlugsContract>(
      cardBySlugsRoute,
      { params: { year, setSlug, seriesSlug, cardSlug } },
      { signal },
    );
  }
  const { seriesSlug, cardNumber, playerSlug } = route;
  return callRoute<typeof cardByNumberContract>(
    cardByNumberRoute,
    { params: { seriesSlug, cardNumber, playerSlug: playerSlug || '-' } },
    { signal },
  );
}

/** One card with its neighbours and parallels; the server never sends the whole series. */
export function useCardDetail(route: CardRoute, viewer: number | null) {
  return useQuery({
    queryKey: cardKeys.detail(route, viewer),
    queryFn: async ({ signal }) => (await fetchCard(route, signal)).card,
  });
}

/** The 404 body names the series and its first card when the series exists. */
export function notFoundSeries(error: unknown): CardNotFound['series'] {
  if (!isApiError(error, 404)) return null;
  const body = error.body as Partial<CardNotFound> | undefined;
  return body?.series ?? null;
}
