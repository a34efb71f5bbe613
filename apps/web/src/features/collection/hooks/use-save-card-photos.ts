import { useState } from 'react';
import { countLabel, type UserCard } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDeletePhoto, useReorderPhotos, useReplacePhoto, useUploadPhotos } from '../api/use-card-photos';
import { existingItems, finalPhotoOrder, revokeItems, type PhotoItem } from '../lib/photo-items';

type Existing = Extract<PhotoItem, { kind: 'existing' }>;

/** The edit form's photo list: deletes and edits of saved photos apply at once, uploads and order on submit. */
export function useSaveCardPhotos(card: UserCard | null) {
  const [items, setItems] = useState<PhotoItem[]>(() => existingItems(card?.all_photos ?? []));
  const [confirming, setConfirming] = useState<Existing | null>(null);
  const upload = useUploadPhotos();
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const replace = useReplacePhoto();

  const reset = (next: UserCard | null) => {
    revokeItems(items);
    setItems(existingItems(next?.all_photos ?? []));
  };

  const deleteConfirmed = () => {
    if (!card || !confirming) return;
    const target = confirming;
    remove.mutate(
      { userCardId: card.user_card_id, photoId: target.photo.user_card_photo_id },
      {
        onSuccess: () => {
          toast.show('success', 'Photo deleted successfully');
          setItems((current) => current.filter((item) => item.key !== target.key));
          setConfirming(null);
        },
        onError: (problem) =>
          toast.show('error', errorText(problem, { fallback: 'Failed to delete photo', prefer: 'message' })),
      },
    );
  };

  /** The image editor's result: a staged photo swaps its file, a saved one is replaced on the server. */
  const applyEdit = async (item: PhotoItem, blob: Blob) => {
    const name = (item.kind === 'new' ? item.file.name : `photo-${item.photo.user_card_photo_id}`).replace(
      /\.\w+$/,
      '',
    );
    const file = new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
    if (item.kind === 'new') {
      URL.revokeObjectURL(item.url);
      setItems((current) =>
        current.map((entry) =>
          entry.key === item.key ? { ...item, file, url: URL.createObjectURL(file) } : entry,
        ),
      );
      return;
    }
    if (!card) return;
    try {
      const result = await replace.mutateAsync({
        userCardId: card.user_card_id,
        photoId: item.photo.user_card_photo_id,
        file,
      });
      toast.show('success', 'Photo updated successfully');
      setItems((current) =>
        current.map((entry) => (entry.key === item.key ? { ...item, photo: result.photo } : entry)),
      );
    } catch (problem) {
      toast.show('error', errorText(problem, { fallback: 'Failed to update photo', prefer: 'message' }));
    }
  };

  /** Uploads staged photos in their place, then saves the order when it differs from the server's. */
  const saveOnSubmit = async (userCardId: number) => {
    const files = items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
    const known = new Set(
      items.flatMap((item) => (item.kind === 'existing' ? [item.photo.user_card_photo_id] : [])),
    );
    let serverOrder = items.flatMap((item) => (item.kind === 'existing' ? [item.photo] : []));
    let uploadedIds: number[] = [];
    if (files.length > 0) {
      try {
        const result = await upload.mutateAsync({ userCardId, files });
        serverOrder = result.photos;
        uploadedIds = [...result.photos]
          .filter((photo) => !known.has(photo.user_card_photo_id))
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((photo) => photo.user_card_photo_id);
        toast.show('success', `Successfully uploaded ${countLabel(files.length, 'photo')}`);
      } catch (problem) {
        toast.show('error', errorText(problem, { fallback: 'Failed to upload photos', prefer: 'message' }));
        return false;
      }
    }
    const wanted = finalPhotoOrder(items, uploadedIds);
    const current = [...serverOrder]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((p) => p.user_card_photo_id);
    if (wanted.length > 0 && wanted.join() !== current.join()) {
      try {
        await reorder.mutateAsync({ userCardId, photoIds: wanted });
      } catch (problem) {
        toast.show('error', errorText(problem, { fallback: 'Failed to update photo', prefer: 'message' }));
        return false;
      }
    }
    return true;
  };

  return {
    items,
    setItems,
    reset,
    confirming,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    deleteConfirmed,
    deletePending: remove.isPending,
    applyEdit,
    saveOnSubmit,
  };
}
