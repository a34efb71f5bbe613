const englishPlurals = new Intl.PluralRules('en-US');

/** The noun that goes with a count in English: 'card' for 1, 'cards' for 0, 2 or 1.5. */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return englishPlurals.select(count) === 'one' ? singular : plural;
}

/** A count with its noun: '1 card', '0 cards', '1,234 cards' (the texts are English, so are the digits). */
export function countLabel(count: number, singular: string, plural?: string): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, singular, plural)}`;
}

/** 'X of Y players': the noun agrees with the total ('1 of 1 player', '0 of 1 player', '1 of 2 players'). */
export function countOfLabel(shown: number, total: number, singular: string, plural?: string): string {
  return `${shown.toLocaleString('en-US')} of ${countLabel(total, singular, plural)}`;
}
