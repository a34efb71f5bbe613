import { describe, expect, it } from 'vitest';
import { wordingKey } from './remembered-wordings';

describe('the key a seller wording is remembered by', () => {
  it('is the same for the same listing written with other case, accents, emoji and copy number', () => {
    const key = wordingKey('2023 Bowman Chrome Ronald Acuña Jr. Gold Refractor 23/50 🔥');
    expect(wordingKey('2023 BOWMAN CHROME RONALD ACUNA JR GOLD REFRACTOR 41/50')).toBe(key);
    expect(key).toBe('2023 bowman chrome ronald acuna jr gold refractor /50');
  });

  it('differs for another print run or another card number', () => {
    const key = wordingKey('2023 Bowman Chrome Ronald Acuna Jr Gold Refractor /50 #1');
    expect(wordingKey('2023 Bowman Chrome Ronald Acuna Jr Gold Refractor /25 #1')).not.toBe(key);
    expect(wordingKey('2023 Bowman Chrome Ronald Acuna Jr Gold Refractor /50 #2')).not.toBe(key);
  });
});
