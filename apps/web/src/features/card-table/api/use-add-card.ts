import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Quick single add (the card alone, no details) — POST /api/user/cards. */
export function useAddCard() {
  return useMutation({
    mutationFn: (cardId: number) =>
      api.post<{ user_card_id?: number; success?: boolean }>('/api/user/cards', { card_id: cardId }),
  });
}
