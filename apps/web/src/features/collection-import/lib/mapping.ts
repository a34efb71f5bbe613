import { COLLECTION_IMPORT_MESSAGES as M, type ImportField } from '@cardbinder/shared';
import { FIELD_LABELS } from './import-labels';

/** Fields that can appear on several columns (nothing else may be chosen twice). */
const REPEATABLE: readonly ImportField[] = ['ignore'];
/** A line can be matched only with one of these. */
const CARD_FIELDS: readonly ImportField[] = ['set', 'card_number', 'player'];

/** The problem the server would answer for this mapping, said before sending it. */
export function mappingProblem(mapping: readonly ImportField[]): string | null {
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (seen.has(field) && !REPEATABLE.includes(field)) return M.mappingTwice(FIELD_LABELS[field]);
    seen.add(field);
  }
  if (!mapping.some((field) => CARD_FIELDS.includes(field))) return M.noCardColumn;
  return null;
}
