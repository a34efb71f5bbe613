import { describe, expect, it } from 'vitest';
import { isEmptyPlan, MAX_TERMS, normalizeSearchText, parseSearchQuery } from './search-query';
import { yearOfTwoDigits } from './search.service';

const words = (...terms: string[]) => terms.map((term) => ({ term, kind: 'word' as const }));
const numbers = (...terms: string[]) => terms.map((term) => ({ term, kind: 'number' as const }));

describe('parseSearchQuery', () => {
  it('splits a year, words and a rookie flag', () => {
    expect(parseSearchQuery('1984 Topps Mattingly')).toEqual({
      terms: words('topps', 'mattingly'),
      nameKey: 'mattingly topps',
      phraseKey: '1984 mattingly topps',
      wordsKey: 'mattingly topps',
      year: 1984,
      flags: [],
      printRun: null,
      cardNumberGuesses: [],
    });
    expect(parseSearchQuery('trout RC')).toMatchObject({ terms: words('trout'), flags: ['rc'] });
    expect(parseSearchQuery('2020-21 prizm').year).toBe(2020);
  });

  it('reads card numbers with or without # and hyphens; with # only a card number', () => {
    const cardNumbers = (...terms: string[]) => numbers(...terms).map((t) => ({ ...t, cardOnly: true }));
    expect(parseSearchQuery('#US175').terms).toEqual(cardNumbers('us175'));
    expect(parseSearchQuery('US175').terms).toEqual(numbers('us175'));
    expect(parseSearchQuery('BD-9').terms).toEqual(numbers('bd9'));
    expect(parseSearchQuery('#248').terms).toEqual(cardNumbers('248'));
    expect(parseSearchQuery('#1989')).toMatchObject({ terms: cardNumbers('1989'), year: null });
  });

  it('reads serial print runs and the autograph and relic words', () => {
    expect(parseSearchQuery('bowman chrome auto /99')).toMatchObject({
      terms: words('bowman', 'chrome'),
      flags: ['au'],
      printRun: 99,
    });
    expect(parseSearchQuery('25/99 relic').printRun).toBe(99);
    expect(parseSearchQuery('#/10 autographs relics').flags).toEqual(['au', 're']);
  });

  it('folds accents and apostrophes, drops single letters and repeats', () => {
    expect(parseSearchQuery('Muñoz').terms).toEqual(words('munoz'));
    expect(parseSearchQuery("O'Neil").terms).toEqual(words('oneil'));
    expect(parseSearchQuery('J. D. Martinez martinez').terms).toEqual(words('martinez'));
    expect(parseSearchQuery('one two three four five six seven eight').terms).toHaveLength(MAX_TERMS);
  });

  it('sorts the words of the name key so word order does not matter', () => {
    expect(parseSearchQuery('Trout Mike').nameKey).toBe('mike trout');
  });

  it('keeps every typed word for whole-name matches, flag words and years included', () => {
    expect(parseSearchQuery('World Champion Autographs')).toMatchObject({
      terms: words('world', 'champion'),
      flags: ['au'],
      phraseKey: 'autographs champion world',
      wordsKey: 'autographs champion world',
    });
    expect(parseSearchQuery('2022 AFL Jumbo Relics')).toMatchObject({
      year: 2022,
      phraseKey: '2022 afl jumbo relics',
      wordsKey: 'afl jumbo relics',
    });
  });

  it('guesses card numbers typed as letters or with a space, to be checked against the catalogue', () => {
    expect(parseSearchQuery('cs-kp').cardNumberGuesses).toEqual([{ number: 'cskp', words: ['cs', 'kp'] }]);
    expect(parseSearchQuery('us 175 india').cardNumberGuesses).toEqual([
      { number: 'us175', words: ['us', '175'] },
    ]);
    expect(parseSearchQuery('mike trout').cardNumberGuesses).toEqual([]);
  });

  it('reads initials as one word', () => {
    expect(parseSearchQuery('J.D. Martinez').terms).toEqual(words('jd', 'martinez'));
    expect(parseSearchQuery('A.J. Pollock').terms).toEqual(words('aj', 'pollock'));
  });

  it('knows when nothing is left to search for', () => {
    expect(isEmptyPlan(parseSearchQuery('?!'))).toBe(true);
    expect(isEmptyPlan(parseSearchQuery('a b'))).toBe(true);
    expect(isEmptyPlan(parseSearchQuery('/99'))).toBe(false);
  });
});

describe('normalizeSearchText', () => {
  it('matches what the database stores', () => {
    expect(normalizeSearchText('Ronald Acuña Jr.')).toBe('ronald acuna jr');
    expect(normalizeSearchText('Bjørn Æsir-Straße')).toBe('bjorn aesir strasse');
    expect(normalizeSearchText("Oakland A's")).toBe('oakland as');
  });
});

describe('yearOfTwoDigits', () => {
  it('reads two digits as a year of the last hundred, up to next year', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(yearOfTwoDigits('84', now)).toBe(1984);
    expect(yearOfTwoDigits('26', now)).toBe(2026);
    expect(yearOfTwoDigits('27', now)).toBe(2027);
    expect(yearOfTwoDigits('28', now)).toBe(1928);
    expect(yearOfTwoDigits('00', now)).toBe(2000);
  });
});
