import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BulkAddResponse {
  success: true;
  added: number;
  user_card_ids: number[];
  message: string;
}

/** Multiple-mode add: one call for every selected card. */
export function useBulkAddCards() {
  return useMutation({
    mutationFn: (cardIds: number[]) =>
      api.post<BulkAddResponse>('/api/user/cards/bulk', { card_ids: cardIds }),
  });
}
