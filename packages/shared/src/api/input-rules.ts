/** The input rules every client and the server share, zod-free (the pages' code uses them); input.ts builds the schemas on them. */
/** Ids are PostgreSQL `integer` columns: 1 to 2³¹−1. A larger number can name nothing. */
export const MAX_ID = 2_147_483_647;
/** Pages past this are empty for any list the API serves; it keeps offsets far inside bigint. */
export const MAX_PAGE = 100_000;

export const INPUT_MESSAGES = {
  invalidId: (what: string) => `Invalid ${what} id`,
  badCharacters: (label: string) => `${label} contains characters that are not allowed`,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  invalidPage: 'Page must be a whole number from 1',
  invalidYear: 'Year must be a whole number from 1 to 9999',
} as const;

// NUL, or half of a UTF-16 surrogate pair without the other half (a lone surrogate)
// eslint-disable-next-line no-control-regex -- NUL is the character this rule is about
const FORBIDDEN_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one text rule: no NUL (PostgreSQL text cannot hold it) and no lone surrogate (it has no UTF-8 form, so it
 * would be stored as U+FFFD). Checked on every string a request carries and by every text schema below.
 */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTER.test(value);
}
