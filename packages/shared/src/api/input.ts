import { z } from 'zod';
import { hasForbiddenCharacters, INPUT_MESSAGES, MAX_ID, MAX_PAGE } from './input-rules';

export { hasForbiddenCharacters, INPUT_MESSAGES, MAX_ID, MAX_PAGE } from './input-rules';

/**
 * A positive 32-bit id from a path, a query string or a JSON body (number or digits); anything else, zero,
 * negative or past 2³¹−1 answers 'Invalid {what} id'. missingMessage: the sentence when it was not sent.
 */
export const idSchema = (what: string, missingMessage?: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, INPUT_MESSAGES.invalidId(what))], {
      error: (issue) =>
        issue.input == null && missingMessage ? missingMessage : INPUT_MESSAGES.invalidId(what),
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int(INPUT_MESSAGES.invalidId(what))
        .min(1, INPUT_MESSAGES.invalidId(what))
        .max(MAX_ID, INPUT_MESSAGES.invalidId(what)),
    );

/** Ids given once or repeated in a query string (`?id=1&id=2`), as an array of at most `max`. */
export const repeatedIdsSchema = (what: string, max: number) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(idSchema(what)).max(max, `At most ${max} ${what} ids`),
  );

export interface TextMessages {
  /** when nothing is left after trimming (required text only); default '{label} is required' */
  required?: string;
  /** default '{label} is too long (at most {max} characters)' */
  tooLong?: string;
}

/** Trimmed text of at most `max` characters that keeps the text rule; `label` names it in the messages. */
export const textSchema = (label: string, max: number, messages: TextMessages = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, messages.tooLong ?? INPUT_MESSAGES.tooLong(label, max))
    .refine((value) => !hasForbiddenCharacters(value), INPUT_MESSAGES.badCharacters(label));

/** Like textSchema but at least one character after trimming. */
export const requiredTextSchema = (label: string, max: number, messages: TextMessages = {}) => {
  const required = messages.required ?? `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tooLong ?? INPUT_MESSAGES.tooLong(label, max))
    .refine((value) => !hasForbiddenCharacters(value), INPUT_MESSAGES.badCharacters(label));
};

/** A page number of a paged list: 1 to MAX_PAGE. */
export const pageSchema = z.coerce
  .number({ error: INPUT_MESSAGES.invalidPage })
  .int(INPUT_MESSAGES.invalidPage)
  .min(1, INPUT_MESSAGES.invalidPage)
  .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`);

/** A calendar year in a path or query: 1 to 9999. */
export const yearSchema = z.coerce
  .number({ error: INPUT_MESSAGES.invalidYear })
  .int(INPUT_MESSAGES.invalidYear)
  .min(1, INPUT_MESSAGES.invalidYear)
  .max(9999, INPUT_MESSAGES.invalidYear);
