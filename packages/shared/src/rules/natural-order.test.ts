import { describe, expect, it } from 'vitest';
import { compareNatural } from './natural-order';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

/** A seeded generator, so a failing pair can be found again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('compareNatural', () => {
  it('orders card numbers, names and series as the catalogue expects', () => {
    const sorted = [
      'US10',
      'us2',
      'T-12',
      'T1',
      'Aaron Judge',
      'aaron judge',
      'José Ramírez',
      'Jose Ramirez',
      '#7 Mantle',
    ];
    const ours = [...sorted].sort(compareNatural);
    const theirs = [...sorted].sort(collator.compare);
    expect(ours.map((s) => s.toLowerCase())).toEqual(theirs.map((s) => s.toLowerCase()));
    expect(compareNatural('US2', 'US10')).toBeLessThan(0);
    expect(compareNatural('Aaron Judge', 'AARON JUDGE')).toBe(0);
    expect(compareNatural('José', 'Jose')).toBe(0);
    expect(compareNatural('T-12', 'T1')).toBeLessThan(0);
  });

  it('agrees with Intl.Collator on 50,000 generated pairs', () => {
    const next = random(20261130);
    const alphabet = [
      'a',
      'B',
      'c',
      'Z',
      'y',
      '0',
      '1',
      '2',
      '9',
      ' ',
      '-',
      '.',
      "'",
      '#',
      '/',
      '_',
      ':',
      '@',
      '[',
      '~',
      'é',
      'É',
      'ñ',
      'ü',
      '\t',
    ];
    const word = () =>
      Array.from(
        { length: Math.floor(next() * 7) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    const disagreements: string[] = [];
    for (let n = 0; n < 50_000; n += 1) {
      const a = word();
      const b = next() < 0.3 ? a.slice(0, Math.floor(next() * a.length)) + word() : word();
      if (sign(compareNatural(a, b)) !== sign(collator.compare(a, b)))
        disagreements.push(JSON.stringify([a, b]));
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
  });

  it('is antisymmetric', () => {
    for (const [a, b] of [
      ['a1', 'a01'],
      ['x 2', 'x-2'],
      ['abc', 'ab'],
      ['', 'a'],
    ] as const)
      expect(sign(compareNatural(a, b)) + sign(compareNatural(b, a))).toBe(0);
  });
});
