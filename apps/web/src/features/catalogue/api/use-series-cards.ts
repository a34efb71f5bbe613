import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_LIMITS, cardsListContract, type EndpointResponse } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export type CardsResponse = EndpointResponse<typeof cardsListContract>;

/** Every card of a series (cards per series: 10,000, spec §9), with owned counts when signed in. */
export function useSeriesCards(seriesId: number | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.seriesCards(seriesId ?? 0, user?.id ?? null),
    queryFn: ({ signal }) =>
      callEndpoint(
        cardsListContract,
        { query: { series_id: seriesId, limit: CATALOGUE_LIMITS.cardsDefault } },
        { signal },
      ),
    enabled: seriesId !== undefined,
  });
}
