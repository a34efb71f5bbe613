import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd, formatWholeUsd } from './number-format';

const count = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const samples = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  12_345,
  999_999,
  1_000_000,
  123_456_789,
  2 ** 40,
  -1,
  -1234.5,
  0.5,
  1.005,
  2.675,
  0.125,
  -0.125,
  1234.5678,
  1e-7,
  -0.001,
  19.99,
  1e20,
];

describe('number texts without Intl', () => {
  it('match Intl.NumberFormat en-US for counts and dollars', () => {
    const generated = Array.from(
      { length: 5000 },
      (_, n) => ((n * 7919) % 100_003) / (n % 3 === 0 ? 1 : 100),
    );
    for (const value of [...samples, ...generated, ...generated.map((v) => -v)]) {
      expect(formatCount(value)).toBe(count.format(value));
      expect(formatUsd(value)).toBe(usd.format(value));
      expect(formatWholeUsd(value)).toBe(wholeUsd.format(value));
    }
  });

  it('read as the app shows them', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatWholeUsd(1234.5)).toBe('$1,235');
  });
});
