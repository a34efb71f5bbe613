export { parseChecklistWorkbook, parseGrids } from './parse-workbook';
export { ChecklistParseError } from './workbook-guard';
export type { ParsedChecklist, ParseWarning, RejectedRow } from './parser.types';
