// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Location } from '@cardbinder/shared';
import { locationScopeText, ownsNoCards } from './location-scope';

const location = (id: number, name: string, cardCount = 0): Location => ({
  user_location_id: id,
  location: name,
  is_dashboard: true,
  card_count: cardCount,
});
const places = [
  location(1, 'Binder'),
  location(2, 'Box'),
  location(3, 'Safe'),
  location(4, 'Shelf'),
  location(5, 'Desk'),
];

describe('locationScopeText', () => {
  it('names the selected locations and says the cards without one are hidden', () => {
    expect(locationScopeText(places, [2], false)).toBe('Showing Box. Cards without a location are hidden.');
    expect(locationScopeText(places, [1, 3], false)).toBe(
      'Showing Binder and Safe. Cards without a location are hidden.',
    );
    expect(locationScopeText(places, [1, 2, 3, 4], false)).toBe(
      'Showing Binder, Box, Safe and Shelf. Cards without a location are hidden.',
    );
    expect(locationScopeText([...places, location(6, 'Car')], [1, 2, 3, 4, 5], false)).toBe(
      'Showing Binder, Box, Safe and 2 more locations. Cards without a location are hidden.',
    );
    expect(locationScopeText(places, [1, 2, 3, 4, 5], false)).toBe(
      'Showing all 5 locations. Cards without a location are hidden.',
    );
    expect(locationScopeText([location(1, 'Binder')], [1], false)).toBe(
      'Showing Binder. Cards without a location are hidden.',
    );
  });

  it('reads the empty selection and Show all, and says nothing without locations', () => {
    expect(locationScopeText(places, [], false)).toBe(
      'No location selected: showing only cards without a location.',
    );
    expect(locationScopeText(places, [1, 2, 3, 4, 5], true)).toBe(
      'Showing every location and the cards without a location.',
    );
    expect(locationScopeText([], [], false)).toBeNull();
  });
});

describe('ownsNoCards', () => {
  const unknownList = { listHoldsAll: false, listLength: undefined };
  it('trusts the header stats once they came', () => {
    expect(ownsNoCards({ statsTotal: 0, locations: places, ...unknownList })).toBe(true);
    expect(ownsNoCards({ statsTotal: 14, locations: [], listHoldsAll: true, listLength: 0 })).toBe(false);
  });

  it('decides from location counts and a list of every card before the stats', () => {
    expect(
      ownsNoCards({ statsTotal: undefined, locations: [location(1, 'Binder', 3)], ...unknownList }),
    ).toBe(false);
    expect(ownsNoCards({ statsTotal: undefined, locations: [], listHoldsAll: true, listLength: 0 })).toBe(
      true,
    );
    expect(
      ownsNoCards({ statsTotal: undefined, locations: places, listHoldsAll: false, listLength: 0 }),
    ).toBe(undefined);
  });
});
