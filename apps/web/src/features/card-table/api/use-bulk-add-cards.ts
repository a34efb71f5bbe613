import { useMutation } from '@tanstack/react-query';
import {
  type bulkAddUserCardsContract,
  type EndpointResponse,
  bulkAddUserCardsRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';

export type BulkAddResponse = EndpointResponse<typeof bulkAddUserCardsContract>;

/** Multiple-mode add: one call for every selected card. */
export function useBulkAddCards() {
  return useMutation({
    mutationFn: (cardIds: number[]) =>
      callRoute<typeof bulkAddUserCardsContract>(bulkAddUserCardsRoute, { body: { card_ids: cardIds } }),
  });
}
