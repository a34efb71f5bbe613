import { useQuery } from '@tanstack/react-query';
import { type cardValuesContract, type EndpointResponse, cardValuesRoute } from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { valueKeys } from '@/lib/query-keys';

export type CardValuesResponse = EndpointResponse<typeof cardValuesContract>;

/** A card's values per grade bucket (aggregates of 3 or more collectors). */
export function useCardValues(cardId: number) {
  return useQuery({
    queryKey: valueKeys.card(cardId),
    queryFn: ({ signal }) =>
      callRoute<typeof cardValuesContract>(cardValuesRoute, { params: { card_id: cardId } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
