import { useMutation } from '@tanstack/react-query';
import { bulkAddUserCardsContract, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';

export type BulkAddResponse = EndpointResponse<typeof bulkAddUserCardsContract>;

/** Multiple-mode add: one call for every selected card. */
export function useBulkAddCards() {
  return useMutation({
    mutationFn: (cardIds: number[]) =>
      callEndpoint(bulkAddUserCardsContract, { body: { card_ids: cardIds } }),
  });
}
