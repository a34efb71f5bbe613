import { formatCount } from './number-format';

/**
 * The noun that goes with a count in English: 'card' for 1 (and -1), 'cards' for 0, 2 or 1.5. English's one plural
 * rule (Intl.PluralRules('en-US') says the same, plural.test.ts) without building ICU's rules on every page.
 */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/** A count with its noun: '1 card', '0 cards', '1,234 cards' (the texts are English, so are the digits). */
export function countLabel(count: number, singular: string, plural?: string): string {
  return `${formatCount(count)} ${pluralNoun(count, singular, plural)}`;
}

/** 'X of Y players': the noun agrees with the total ('1 of 1 player', '0 of 1 player', '1 of 2 players'). */
export function countOfLabel(shown: number, total: number, singular: string, plural?: string): string {
  return `${formatCount(shown)} of ${countLabel(total, singular, plural)}`;
}
