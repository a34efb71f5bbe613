import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserCardBody, UpdateUserCardBody, UserCard } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { collectionChanged } from '@/lib/query-keys';

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserCardBody) =>
      api.post<{ user_card_id: number; card: UserCard }>('/api/user/cards', body),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userCardId, body }: { userCardId: number; body: UpdateUserCardBody }) =>
      (await api.put<{ card: UserCard }>(`/api/user/cards/${userCardId}`, body)).card,
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userCardId: number) => api.delete(`/api/user/cards/${userCardId}`),
    onSuccess: () => collectionChanged(queryClient),
  });
}
