import { COLLECTION_MESSAGES, PHOTO_MIME_TYPES, RANDOM_CODE } from './collection-messages';
import { PHOTOS } from '../rules/constants';

/** Pure rules of the collection screens (spec 2 §2.1, §2.8, §3, §5). */

/** A fresh 4-character code from letters and digits without the ambiguous 0 O 1 I L. */
export function generateRandomCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < RANDOM_CODE.length; i++) {
    const index = Math.min(
      RANDOM_CODE.alphabet.length - 1,
      Math.floor(random() * RANDOM_CODE.alphabet.length),
    );
    code += RANDOM_CODE.alphabet[index];
  }
  return code;
}

export const isValidRandomCode = (code: string) => /^[A-Za-z0-9-]{1,12}$/.test(code.trim());

/** The extended editor treats a print run above 1 as numbered; a 1/1 still takes serial 1. */
export const hasSerialNumber = (printRun: number | null | undefined): printRun is number =>
  typeof printRun === 'number' && printRun >= 1;

/** Error sentence for a serial number typed into a form, or null when it is acceptable (blank is). */
export function serialNumberProblem(value: string, printRun: number | null | undefined): string | null {
  const text = value.trim();
  if (!text) return null;
  if (!hasSerialNumber(printRun)) return COLLECTION_MESSAGES.serialNoPrintRun;
  if (!/^\d+$/.test(text)) return COLLECTION_MESSAGES.serialRange(printRun);
  const serial = Number(text);
  return serial >= 1 && serial <= printRun ? null : COLLECTION_MESSAGES.serialRange(printRun);
}

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** Digits with an optional 1 to 2 decimals, 0 or more (spec 2 §5); blank is acceptable. */
export function priceProblem(value: string, label: string): string | null {
  const text = value.trim();
  return !text || PRICE.test(text) ? null : COLLECTION_MESSAGES.price(label);
}

const GRADE = /^\d{1,3}(\.\d)?$/;
export function gradeProblem(value: string): string | null {
  const text = value.trim();
  return !text || (GRADE.test(text) && Number(text) <= 100) ? null : COLLECTION_MESSAGES.grade;
}

export interface PhotoFileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Files a user picked, checked like the server will: type, size, and the 5-per-card limit counting
 * photos already saved plus staged ones. Returns the files to keep and the sentences for the rest.
 */
export function checkPhotoFiles<T extends PhotoFileLike>(
  files: readonly T[],
  existing: number,
): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(type))
      errors.push(COLLECTION_MESSAGES.photoType(file.name));
    else if (file.size >= PHOTOS.maxBytes) errors.push(COLLECTION_MESSAGES.photoSize(file.name));
    else accepted.push(file);
  }
  if (existing + accepted.length > PHOTOS.maxPerCard) {
    return { accepted: [], errors: [...errors, COLLECTION_MESSAGES.tooManyPhotos(existing)] };
  }
  return { accepted, errors };
}

/** Form text to the number a call sends: blank becomes null. */
export const numberOrNull = (value: string): number | null => (value.trim() ? Number(value.trim()) : null);

/** The add and edit forms' values as typed (every input is text until sent). */
export interface CardFormValues {
  random_code: string;
  serial_number: string;
  user_location: string;
  purchase_price: string;
  estimated_value: string;
  notes: string;
  aftermarket_autograph: boolean;
  grading_agency: string;
  grade: string;
  grade_id: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** Every problem of the form at once, worded as the server words them. */
export function cardFormProblems(
  values: CardFormValues,
  printRun: number | null | undefined,
): CardFormErrors {
  const errors: CardFormErrors = {};
  if (values.random_code.trim() && !isValidRandomCode(values.random_code)) {
    errors.random_code = COLLECTION_MESSAGES.codeInvalid;
  }
  const serial = hasSerialNumber(printRun) ? serialNumberProblem(values.serial_number, printRun) : null;
  if (serial) errors.serial_number = serial;
  const purchase = priceProblem(values.purchase_price, 'Purchase price');
  if (purchase) errors.purchase_price = purchase;
  const estimated = priceProblem(values.estimated_value, 'Estimated value');
  if (estimated) errors.estimated_value = estimated;
  if (values.grading_agency) {
    const grade = gradeProblem(values.grade);
    if (grade) errors.grade = grade;
    if (values.grade_id.trim().length > 50) errors.grade_id = COLLECTION_MESSAGES.gradeIdTooLong;
  }
  if (values.notes.trim().length > 2000) errors.notes = COLLECTION_MESSAGES.notesTooLong;
  return errors;
}

/** The call's body: blanks become null; the grade fields only count when an agency is chosen. */
export function cardFormPayload(values: CardFormValues, printRun: number | null | undefined) {
  const graded = Boolean(values.grading_agency);
  return {
    random_code: values.random_code.trim().toUpperCase() || null,
    serial_number: hasSerialNumber(printRun) ? numberOrNull(values.serial_number) : null,
    user_location: values.user_location ? Number(values.user_location) : null,
    purchase_price: numberOrNull(values.purchase_price),
    estimated_value: numberOrNull(values.estimated_value),
    notes: values.notes.trim() || null,
    aftermarket_autograph: values.aftermarket_autograph,
    grading_agency: graded ? Number(values.grading_agency) : null,
    grade: graded ? numberOrNull(values.grade) : null,
    grade_id: graded ? values.grade_id.trim() || null : null,
  };
}
