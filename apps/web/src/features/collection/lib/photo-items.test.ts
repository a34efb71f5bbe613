// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FULL_CROP, normaliseCrop } from './image-edit';
import { existingItems, finalPhotoOrder, moveItem, type PhotoItem } from './photo-items';

const photo = (id: number, sort: number) => ({
  user_card_photo_id: id,
  photo_url: `/p/${id}`,
  thumbnail_url: `/t/${id}`,
  sort_order: sort,
});
const staged = (key: string): PhotoItem => ({ key, kind: 'new', file: {} as File, url: `blob:${key}` });

describe('photo items', () => {
  it('starts from the saved order and moves items', () => {
    const items = existingItems([photo(7, 2), photo(3, 1)]);
    expect(items.map((item) => item.key)).toEqual(['p3', 'p7']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('places uploaded photos where they were staged', () => {
    const items = [staged('n1'), ...existingItems([photo(3, 1)]), staged('n2')];
    expect(finalPhotoOrder(items, [10, 11])).toEqual([10, 3, 11]);
  });
});

describe('image crop', () => {
  it('resets a crop under 5% in either dimension to the full image', () => {
    expect(normaliseCrop({ x: 0.1, y: 0.1, width: 0.04, height: 0.5 })).toBe(FULL_CROP);
    const crop = { x: 0.1, y: 0.1, width: 0.05, height: 0.5 };
    expect(normaliseCrop(crop)).toBe(crop);
  });
});
