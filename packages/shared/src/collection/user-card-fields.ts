import { z } from 'zod';
import { idSchema, MAX_ID, textSchema } from '../api/input';
import { BULK_ADD_MAX, COLLECTION_MESSAGES } from './collection-messages';

/** null, '' and undefined clear a nullable field; absent means "leave unchanged" on update. */
export const blankToNull = (value: unknown) => (value === '' ? null : value);

const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const price = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string().trim()], { error: COLLECTION_MESSAGES.price(label) })
      .refine(
        (v) => PRICE_PATTERN.test(typeof v === 'number' ? String(v) : v),
        COLLECTION_MESSAGES.price(label),
      )
      .transform((v) => Number(v))
      .nullable(),
  );

const GRADE_PATTERN = /^\d{1,3}(\.\d)?$/;
const grade = z.preprocess(
  blankToNull,
  z
    .union([z.number(), z.string().trim()], { error: COLLECTION_MESSAGES.grade })
    .refine((v) => {
      const text = typeof v === 'number' ? String(v) : v;
      return GRADE_PATTERN.test(text) && Number(text) <= 100;
    }, COLLECTION_MESSAGES.grade)
    .transform((v) => Number(v))
    .nullable(),
);

const serial = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: 'Serial number must be a whole number' })
    .int('Serial number must be a whole number')
    .min(1, 'Serial number must be a whole number from 1')
    .max(MAX_ID, 'Serial number is too large')
    .nullable(),
);

const optionalText = (label: string, max: number, tooLong: string) =>
  z.preprocess(blankToNull, textSchema(label, max, { tooLong }).nullable());

/** The edit form's fields (spec 2 §3 "Edit-form fields"); every one optional so PUT changes only what is sent. */
export const userCardFieldsSchema = z.object({
  random_code: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,12}$/, COLLECTION_MESSAGES.codeInvalid)
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional(),
  ),
  serial_number: serial.optional(),
  user_location: z.preprocess(blankToNull, idSchema('location').nullable()).optional(),
  purchase_price: price('Purchase price').optional(),
  estimated_value: price('Estimated value').optional(),
  notes: optionalText('Notes', 2000, COLLECTION_MESSAGES.notesTooLong).optional(),
  aftermarket_autograph: z.boolean().optional(),
  grading_agency: z.preprocess(blankToNull, idSchema('grading agency').nullable()).optional(),
  grade: grade.optional(),
  grade_id: optionalText('Grade ID', 50, COLLECTION_MESSAGES.gradeIdTooLong).optional(),
});
export type UserCardFields = z.infer<typeof userCardFieldsSchema>;

export const addUserCardBodySchema = userCardFieldsSchema.extend({
  card_id: idSchema('card'),
  /** made by the browser for an add queued offline: sending it again answers the entry it made the first time */
  idempotency_key: z.uuid({ error: 'idempotency_key must be a UUID' }).optional(),
});
export type AddUserCardBody = z.input<typeof addUserCardBodySchema>;

export const updateUserCardBodySchema = userCardFieldsSchema.extend({ is_special: z.boolean().optional() });
export type UpdateUserCardBody = z.input<typeof updateUserCardBodySchema>;

export const bulkAddBodySchema = z.object({
  card_ids: z
    .array(idSchema('card'), { error: COLLECTION_MESSAGES.noCards })
    .min(1, COLLECTION_MESSAGES.noCards)
    .max(BULK_ADD_MAX, COLLECTION_MESSAGES.tooManyCards),
  user_location: z.preprocess(blankToNull, idSchema('location').nullable()).optional(),
});
