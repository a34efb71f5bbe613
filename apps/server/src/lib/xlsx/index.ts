export { readXlsx } from './read-xlsx';
export type { XlsxRow, XlsxSheet } from './sheet-rows';
export { DEFAULT_XLSX_LIMITS, XlsxError, type XlsxErrorCode, type XlsxLimits } from './xlsx-limits';
