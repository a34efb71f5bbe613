import { useQuery } from '@tanstack/react-query';
import { cardValuesContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { valueKeys } from '@/lib/query-keys';

export type CardValuesResponse = EndpointResponse<typeof cardValuesContract>;

/** A card's values per grade bucket (aggregates of 3 or more collectors). */
export function useCardValues(cardId: number) {
  return useQuery({
    queryKey: valueKeys.card(cardId),
    queryFn: ({ signal }) => callEndpoint(cardValuesContract, { params: { card_id: cardId } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
