import { describe, expect, it } from 'vitest';
import { cardShortPath } from './card-path';

describe('cardShortPath', () => {
  it('names the players, and "-" for a card that names nobody', () => {
    expect(cardShortPath('2023-topps-base', '4', 'mike-trout-shohei-ohtani')).toBe(
      '/card/2023-topps-base/4/mike-trout-shohei-ohtani',
    );
    expect(cardShortPath('2022-topps-spotlight-70-series-2-base', '1', '')).toBe(
      '/card/2022-topps-spotlight-70-series-2-base/1/-',
    );
    expect(cardShortPath('s', 'CL 1/2', null)).toBe('/card/s/CL%201%2F2/-');
  });
});
