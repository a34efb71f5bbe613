import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCardPhoto } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { collectionChanged } from '@/lib/query-keys';
import { uploadForm } from '@/lib/upload-form';

const base = (userCardId: number) => `/api/user/cards/${userCardId}/photos`;

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, files }: { userCardId: number; files: readonly File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file, file.name);
      return uploadForm<{ photos: UserCardPhoto[]; message?: string }>(base(userCardId), 'POST', form);
    },
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useReplacePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, photoId, file }: { userCardId: number; photoId: number; file: File }) => {
      const form = new FormData();
      form.append('photo', file, file.name);
      return uploadForm<{ photo: UserCardPhoto }>(`${base(userCardId)}/${photoId}`, 'PUT', form);
    },
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, photoId }: { userCardId: number; photoId: number }) =>
      api.delete(`${base(userCardId)}/${photoId}`),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, photoIds }: { userCardId: number; photoIds: readonly number[] }) =>
      api.put<{ photos: UserCardPhoto[] }>(`${base(userCardId)}/reorder`, {
        photoOrders: photoIds.map((photoId, index) => ({ photoId, sortOrder: index + 1 })),
      }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
