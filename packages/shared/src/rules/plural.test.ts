import { describe, expect, it } from 'vitest';
import { countLabel, countOfLabel, pluralNoun } from './plural';

describe('plural rules', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'card')).toBe('1 card');
    expect(countLabel(1, 'parallel')).toBe('1 parallel');
    expect(countLabel(1, 'player')).toBe('1 player');
  });

  it('uses the plural for zero, many and fractions', () => {
    expect(countLabel(0, 'card')).toBe('0 cards');
    expect(countLabel(2, 'parallel')).toBe('2 parallels');
    expect(pluralNoun(1.5, 'card')).toBe('cards');
  });

  it('takes an irregular plural and groups digits', () => {
    expect(countLabel(1, 'series', 'series')).toBe('1 series');
    expect(countLabel(3, 'entry', 'entries')).toBe('3 entries');
    expect(countLabel(793740, 'card')).toBe('793,740 cards');
  });

  it('makes the noun agree with the total of an "X of Y" label', () => {
    expect(countOfLabel(100, 224, 'player')).toBe('100 of 224 players');
    expect(countOfLabel(1, 1, 'player')).toBe('1 of 1 player');
    expect(countOfLabel(0, 1, 'card')).toBe('0 of 1 card');
    expect(countOfLabel(1200, 10000, 'card')).toBe('1,200 of 10,000 cards');
  });

  it('picks the noun as Intl.PluralRules en-US does', () => {
    const rules = new Intl.PluralRules('en-US');
    for (const count of [0, 1, -1, 2, -2, 1.5, 0.5, 11, 21, 101, 1e6])
      expect(pluralNoun(count, 'card')).toBe(rules.select(count) === 'one' ? 'card' : 'cards');
  });
});
