import { describe, expect, it } from 'vitest';
import { cardPath } from './card-links';

describe('card links of a card table', () => {
  it('give a card that names nobody a page that exists ("-" for its players)', () => {
    expect(
      cardPath({ series_slug: '2022-topps-spotlight-70-series-2-base', card_number: '1', player_slug: '' }),
    ).toBe('/card/2022-topps-spotlight-70-series-2-base/1/-');
    expect(cardPath({ series_slug: '1984-topps-base', card_number: '6', player_slug: 'johnny-bench' })).toBe(
      '/card/1984-topps-base/6/johnny-bench',
    );
  });
});
