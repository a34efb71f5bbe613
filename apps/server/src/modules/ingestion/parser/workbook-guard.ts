import { DEFAULT_XLSX_LIMITS } from '@/lib/xlsx';

/** Checklists are refused above this size before they are read. */
export const MAX_FILE_BYTES = DEFAULT_XLSX_LIMITS.maxFileBytes;

/** Raised for input the parser refuses; the message always names the file. */
export class ChecklistParseError extends Error {
  constructor(
    readonly fileName: string,
    readonly code: 'too-large' | 'not-xlsx' | 'corrupt' | 'zip-bomb' | 'empty',
    detail: string,
  ) {
    super(`${fileName}: ${detail}`);
    this.name = 'ChecklistParseError';
  }
}
