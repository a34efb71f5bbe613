import type { UserCardPhoto } from '@cardbinder/shared';

/** A photo in the edit form: one already saved, or one staged for upload on submit. */
export type PhotoItem =
  | { key: string; kind: 'existing'; photo: UserCardPhoto }
  | { key: string; kind: 'new'; file: File; url: string };

let next = 0;

export const existingItems = (photos: readonly UserCardPhoto[]): PhotoItem[] =>
  [...photos]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((photo) => ({ key: `p${photo.user_card_photo_id}`, kind: 'existing', photo }));

export function newItem(file: File): PhotoItem {
  next += 1;
  return { key: `n${next}`, kind: 'new', file, url: URL.createObjectURL(file) };
}

export const itemUrl = (item: PhotoItem) => (item.kind === 'new' ? item.url : item.photo.thumbnail_url);

/** Moves the item at `from` to `to`, shifting the others. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  if (moved === undefined) return copy;
  copy.splice(to, 0, moved);
  return copy;
}

export const revokeItems = (items: readonly PhotoItem[]) => {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.url);
};

/**
 * The final photo id order after an upload: saved items keep their ids, staged ones take the ids of
 * the uploaded photos in the order they were sent.
 */
export function finalPhotoOrder(items: readonly PhotoItem[], uploadedIds: readonly number[]): number[] {
  const queue = [...uploadedIds];
  const order: number[] = [];
  for (const item of items) {
    if (item.kind === 'existing') order.push(item.photo.user_card_photo_id);
    else {
      const id = queue.shift();
      if (id !== undefined) order.push(id);
    }
  }
  return order;
}

/** The full-size picture, which the image editor works on. */
export const itemFullUrl = (item: PhotoItem) => (item.kind === 'new' ? item.url : item.photo.photo_url);
