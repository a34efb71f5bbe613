// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cropForKey, FULL_CROP, MIN_CROP, moveCrop, zoomCrop } from './image-edit';

describe('keyboard cropping', () => {
  it('+ shrinks the crop around the centre and - grows it back to the full image', () => {
    const smaller = cropForKey(FULL_CROP, '+', false)!;
    expect(smaller.width).toBeCloseTo(0.9);
    expect(smaller.x).toBeCloseTo(0.05);
    expect(smaller.y).toBeCloseTo(0.05);
    expect(cropForKey(smaller, '-', false)).toBe(FULL_CROP);
  });

  it('arrows move the crop by 2% (10% with Shift) and stop at the edges', () => {
    const crop = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    expect(cropForKey(crop, 'ArrowRight', false)!.x).toBeCloseTo(0.12);
    expect(cropForKey(crop, 'ArrowDown', true)!.y).toBeCloseTo(0.2);
    expect(moveCrop(crop, -1, 0).x).toBe(0);
    expect(moveCrop(crop, 1, 1)).toMatchObject({ x: 0.5, y: 0.5 });
    expect(moveCrop(FULL_CROP, 0.1, 0)).toBe(FULL_CROP);
  });

  it('never zooms under the 5% minimum and ignores other keys', () => {
    let crop = FULL_CROP;
    for (let i = 0; i < 60; i++) crop = zoomCrop(crop, 0.5);
    expect(crop.width).toBe(MIN_CROP);
    expect(crop.height).toBe(MIN_CROP);
    expect(cropForKey(crop, 'a', false)).toBeNull();
  });
});
