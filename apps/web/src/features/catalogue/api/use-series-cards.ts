import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_LIMITS, type cardsResponseSchema } from '@cardbinder/shared';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type CardsResponse = z.infer<typeof cardsResponseSchema>;

/** Every card of a series (cards per series: 10,000, spec §9), with owned counts when signed in. */
export function useSeriesCards(seriesId: number | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.seriesCards(seriesId ?? 0, user?.id ?? null),
    queryFn: ({ signal }) =>
      api.get<CardsResponse>('/api/cards', {
        query: { series_id: seriesId, limit: CATALOGUE_LIMITS.cardsDefault },
        signal,
      }),
    enabled: seriesId !== undefined,
  });
}
