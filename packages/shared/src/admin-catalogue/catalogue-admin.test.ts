import { describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES, setBodySchema, setYearProblem } from './catalogue-admin';

describe('set year rule (doc 3 §5)', () => {
  it.each([1900, 1984, 2100, '2024', ' 1952 '])('accepts %s', (year) =>
    expect(setYearProblem(year)).toBeNull(),
  );

  it.each([1899, 2101, 1999.5, '', '  ', 'abc', '19e2', null, undefined, Number.NaN])('rejects %s', (year) =>
    expect(setYearProblem(year)).toBe(CATALOGUE_ADMIN_MESSAGES.setYearInvalid),
  );

  it('is the rule the set body schema applies, with the same message', () => {
    const problem = (year: unknown) =>
      setBodySchema.safeParse({ name: 'Set', year }).error?.issues[0]?.message;
    expect(problem(2024)).toBeUndefined();
    for (const year of [1899, 2101, 1999.5, null, '2024'])
      expect(problem(year)).toBe(CATALOGUE_ADMIN_MESSAGES.setYearInvalid);
  });
});
