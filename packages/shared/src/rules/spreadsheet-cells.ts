/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that begins with =, +, -, @ (or their full-width
 * forms), a tab or a carriage return is read by Excel, LibreOffice and Google Sheets as a formula, unless the
 * whole cell is a plain number (-12.5 and 1e5 stay numbers).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const FORMULA_CHARACTERS = /^[\s=+\-@\uFF1D\uFF0B\uFF0D\uFF20]+/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export const isFormulaLike = (value: string): boolean =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);

/**
 * A text cell of any CSV or XLSX the product writes: formula-like text gets a leading apostrophe, which
 * spreadsheets take as "this is text", so catalogue or collection text is shown and never run.
 */
export const spreadsheetText = (value: string): string => (isFormulaLike(value) ? `'${value}` : value);

/** One CSV cell: neutralised (spreadsheetText), then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = spreadsheetText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Text read from an imported spreadsheet (checklists, the import wizard): formula-like text loses the leading
 * characters that would make it a formula ("=HYPERLINK(...)" is kept as "HYPERLINK(...)"), so no formula enters
 * the catalogue. A lone "-", which checklists write for "none", stays as it is. Formula cells are read as their
 * cached value before this (lib/xlsx).
 */
export function importedCellText(value: string): string {
  if (value === '-' || !isFormulaLike(value)) return value;
  return value.replace(FORMULA_CHARACTERS, '');
}
