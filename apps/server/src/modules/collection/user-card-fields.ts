import { COLLECTION_MESSAGES, type UserCardFields } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { userCards } from '@/db/schema';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { agencyExists, locationBelongsTo } from './user-cards.queries';

export type UserCardColumns = Partial<typeof userCards.$inferInsert>;

/** What the checks need to know about the entry being written (its card's print run, its current agency). */
export interface FieldContext {
  printRun: number | null;
  gradingAgency: number | null;
}

const amount = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * Turns validated edit fields into columns after the rules that need the database: serial number only with a
 * print run and within it, a location of the user's own (another user's answers 404), a known agency.
 * Grade and certificate belong to an agency: with no agency they are cleared.
 */
export async function fieldsToColumns(
  db: Executor,
  userId: number,
  fields: UserCardFields,
  context: FieldContext,
): Promise<UserCardColumns> {
  const columns: UserCardColumns = {};
  if (fields.random_code) columns.randomCode = fields.random_code;
  if (fields.serial_number !== undefined) {
    if (fields.serial_number !== null) {
      if (context.printRun === null) throw badRequest(COLLECTION_MESSAGES.serialNoPrintRun);
      if (fields.serial_number > context.printRun)
        throw badRequest(COLLECTION_MESSAGES.serialRange(context.printRun));
    }
    columns.serialNumber = fields.serial_number;
  }
  if (fields.user_location !== undefined) {
    if (fields.user_location !== null && !(await locationBelongsTo(db, userId, fields.user_location))) {
      throw notFound(COLLECTION_MESSAGES.locationNotFound);
    }
    columns.userLocation = fields.user_location;
  }
  if (fields.purchase_price !== undefined) columns.purchasePrice = amount(fields.purchase_price);
  if (fields.estimated_value !== undefined) columns.estimatedValue = amount(fields.estimated_value);
  if (fields.notes !== undefined) columns.notes = fields.notes;
  if (fields.aftermarket_autograph !== undefined) columns.aftermarketAutograph = fields.aftermarket_autograph;
  if (fields.grading_agency !== undefined) {
    if (fields.grading_agency !== null && !(await agencyExists(db, fields.grading_agency))) {
      throw badRequest(COLLECTION_MESSAGES.agencyNotFound);
    }
    columns.gradingAgency = fields.grading_agency;
  }
  const agency = fields.grading_agency !== undefined ? fields.grading_agency : context.gradingAgency;
  if (agency === null) {
    if (fields.grading_agency !== undefined || fields.grade !== undefined || fields.grade_id !== undefined) {
      columns.grade = null;
      columns.gradeId = null;
    }
  } else {
    if (fields.grade !== undefined) columns.grade = fields.grade === null ? null : String(fields.grade);
    if (fields.grade_id !== undefined) columns.gradeId = fields.grade_id;
  }
  return columns;
}

/** Runs a write and turns the per-user code uniqueness violation into the 409 the user can act on. */
export async function withCodeCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'user_cards_user_code_key')) throw conflict(COLLECTION_MESSAGES.codeTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const pgError = current as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}
