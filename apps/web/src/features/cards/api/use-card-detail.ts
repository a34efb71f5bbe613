import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CardDetail, cardNotFoundSchema } from '@cardbinder/shared';
import { api, isApiError } from '@/lib/api-client';

/** A card page is reached by the short form (series, number, players) or the long form (year, set, series, card). */
export type CardRoute =
  | { kind: 'short'; seriesSlug: string; cardNumber: string; playerSlug: string }
  | { kind: 'long'; year: number; setSlug: string; seriesSlug: string; cardSlug: string };

export type CardNotFound = z.infer<typeof cardNotFoundSchema>;

const part = encodeURIComponent;

function detailUrl(route: CardRoute): string {
  return route.kind === 'short'
    ? `/api/card/${part(route.seriesSlug)}/${part(route.cardNumber)}/${part(route.playerSlug || '-')}`
    : `/api/card-detail/${route.year}/${part(route.setSlug)}/${part(route.seriesSlug)}/${part(route.cardSlug)}`;
}

export const cardKeys = {
  all: ['cards'] as const,
  detail: (route: CardRoute, viewer: number | null) => ['cards', 'detail', route, viewer] as const,
};

/** One card with its neighbours and parallels; the server never sends the whole series. */
export function useCardDetail(route: CardRoute, viewer: number | null) {
  return useQuery({
    queryKey: cardKeys.detail(route, viewer),
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; card: CardDetail }>(detailUrl(route), { signal })).card,
  });
}

/** The 404 body names the series and its first card when the series exists. */
export function notFoundSeries(error: unknown): CardNotFound['series'] {
  if (!isApiError(error, 404)) return null;
  const body = error.body as Partial<CardNotFound> | undefined;
  return body?.series ?? null;
}
