import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './colour-contrast';

describe('readableTextColor', () => {
  it('puts black on the backgrounds where white failed WCAG AA (series default blue, orange team colours)', () => {
    for (const background of ['#3b82f6', '#df4601', '#16a34a', '#FFC425']) {
      expect(readableTextColor(background)).toBe('#000000');
    }
    expect(contrastRatio('#ffffff', '#3b82f6')!).toBeLessThan(4.5);
  });

  it('keeps white on dark colours and on values that are not colours', () => {
    for (const background of ['#0C2340', '#005A9C', '#666', '#7c3aed', 'teal']) {
      expect(readableTextColor(background)).toBe('#ffffff');
    }
  });

  it('always reaches 4.5:1 whatever the background', () => {
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f) {
      const hex = `#${value.toString(16).padStart(6, '0')}`;
      expect(contrastRatio(hex, readableTextColor(hex))!).toBeGreaterThanOrEqual(4.5);
    }
  });
});
