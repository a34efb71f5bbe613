import { describe, expect, it } from 'vitest';
import { valueTotals, withEntryValues } from './totals';

const entry = (id: number, purchase: number | null, current: number | null = null) => ({
  user_card_id: id,
  purchase_price: purchase,
  current_value: current,
});

describe('value totals', () => {
  it('adds value, cost and gain of exactly the entries given, counting those without a value', () => {
    expect(valueTotals([entry(1, 10, 25.5), entry(2, null, 4.25), entry(3, 3.1)])).toEqual({
      value: 29.75,
      cost: 13.1,
      gain: 16.65,
      unvalued: 1,
    });
    expect(valueTotals([])).toEqual({ value: 0, cost: 0, gain: 0, unvalued: 0 });
  });

  it('gives each entry its value from the map and leaves the others as they were', () => {
    const entries = [entry(1, 10), entry(2, 5, 7)];
    const merged = withEntryValues(entries, new Map([[1, { value: 12 }]]));
    expect(merged.map((e) => e.current_value)).toEqual([12, 7]);
    expect(merged[1]).toBe(entries[1]);
    expect(valueTotals(merged).gain).toBe(4);
  });
});
