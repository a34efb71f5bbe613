import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deletePhotoContract,
  reorderPhotosContract,
  replacePhotoContract,
  uploadPhotosContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionChanged } from '@/lib/query-keys';
import { uploadToEndpoint } from '@/lib/upload-form';

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, files }: { userCardId: number; files: readonly File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file, file.name);
      return uploadToEndpoint(uploadPhotosContract, { user_card_id: userCardId }, form);
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
      return uploadToEndpoint(replacePhotoContract, { user_card_id: userCardId, photoId }, form);
    },
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, photoId }: { userCardId: number; photoId: number }) =>
      callEndpoint(deletePhotoContract, { params: { user_card_id: userCardId, photoId } }),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCardId, photoIds }: { userCardId: number; photoIds: readonly number[] }) =>
      callEndpoint(reorderPhotosContract, {
        params: { user_card_id: userCardId },
        body: { photoOrders: photoIds.map((photoId, index) => ({ photoId, sortOrder: index + 1 })) },
      }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
