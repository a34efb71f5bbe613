import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_LIMITS, type cardsListContract, type EndpointResponse } from '@cardbinder/shared';
import { cardsListRoute } from '@cardbinder/shared/catalogue/catalogue.routes';
import { useAuth } from '@/features/auth';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import { CARD_TABLE_ACCEPT, readCardTable } from './card-table-answer';

export type CardsResponse = EndpointResponse<typeof cardsListContract>;

/** Every card of a series (cards per series: 10,000, spec §9), with owned counts when signed in. */
export function useSeriesCards(seriesId: number | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.seriesCards(seriesId ?? 0, user?.id ?? null),
    queryFn: ({ signal }) =>
      callRoute<typeof cardsListContract>(
        cardsListRoute,
        { query: { series_id: seriesId, limit: CATALOGUE_LIMITS.cardsDefault } },
        { signal, accept: CARD_TABLE_ACCEPT, read: readCardTable },
      ),
    enabled: seriesId !== undefined,
  });
}
