/** What reading one untrusted workbook may cost; past any of these it is refused, not read further. */
export interface XlsxLimits {
  /** size of the file itself */
  maxFileBytes: number;
  /** bytes inflated from the zip, counted as they stream (the sizes the zip declares are not trusted) */
  maxInflatedBytes: number;
  /** how many times one part may inflate its compressed size (a part of a few MB that inflates to GBs) */
  maxCompressionRatio: number;
  /** rows holding any value, over all sheets */
  maxRows: number;
  /** columns kept per row (cells to the right are skipped unread) */
  maxColumns: number;
  /** characters in one cell; Excel itself stops at 32,767 */
  maxCellChars: number;
  /** zip entries and shared strings */
  maxEntries: number;
  maxSharedStrings: number;
  /** heap of the thread that reads it */
  maxHeapMb: number;
  /** time to read it */
  timeoutMs: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxFileBytes: 50 * 1024 * 1024,
  maxInflatedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxRows: 100_000,
  maxColumns: 200,
  maxCellChars: 32_767,
  maxEntries: 10_000,
  maxSharedStrings: 2_000_000,
  maxHeapMb: 256,
  timeoutMs: 60_000,
};

export type XlsxErrorCode = 'too-large' | 'not-xlsx' | 'corrupt' | 'zip-bomb';

/** A workbook refused or unreadable; the message is a sentence for the person who uploaded it. */
export class XlsxError extends Error {
  constructor(
    readonly code: XlsxErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'XlsxError';
  }
}

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
