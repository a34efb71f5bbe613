import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacters,
  idSchema,
  INPUT_MESSAGES,
  MAX_ID,
  pageSchema,
  requiredTextSchema,
} from './input';

describe('idSchema', () => {
  const cardId = idSchema('card');

  it('takes positive 32-bit ids as numbers or digits', () => {
    expect(cardId.parse(1)).toBe(1);
    expect(cardId.parse('42')).toBe(42);
    expect(cardId.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_ID + 1,
    2 ** 32,
    1e20,
    '2147483648',
    '99999999999999999999',
    '1e3',
    '0x1F',
    '',
    ' 1',
    null,
    [1],
    true,
  ])('refuses %j with the clear sentence', (value) => {
    const result = cardId.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INPUT_MESSAGES.invalidId('card'));
  });

  it('names a missing required id with its own sentence', () => {
    expect(idSchema('location', 'Pick a location').safeParse(undefined).error?.issues[0]?.message).toBe(
      'Pick a location',
    );
  });
});

describe('the text rule', () => {
  it('refuses NUL and lone surrogates but keeps real characters, emoji included', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('\udc00')).toBe(true);
    expect(hasForbiddenCharacters('x\ud83c')).toBe(true);
    expect(hasForbiddenCharacters("O'Neill Müñoz 東京 🃏 \n\t")).toBe(false);
  });

  it('says a text is too long rather than missing, and names bad characters', () => {
    const setName = requiredTextSchema('Set name', 200, { required: 'Set name is required' });
    expect(setName.safeParse('x'.repeat(900_000)).error?.issues[0]?.message).toBe(
      'Set name is too long (at most 200 characters)',
    );
    expect(setName.safeParse('   ').error?.issues[0]?.message).toBe('Set name is required');
    expect(setName.safeParse('Topps\u0000').error?.issues[0]?.message).toBe(
      'Set name contains characters that are not allowed',
    );
    expect(setName.parse('  Topps Chrome  ')).toBe('Topps Chrome');
  });
});

describe('pageSchema', () => {
  it('keeps pages to whole numbers within the limit', () => {
    expect(pageSchema.parse('3')).toBe(3);
    for (const page of ['0', '-1', '1.5', '100001', '99999999999999999999', 'abc'])
      expect(pageSchema.safeParse(page).success).toBe(false);
  });
});
