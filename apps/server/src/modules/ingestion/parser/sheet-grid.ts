import { readXlsx, XlsxError } from '@/lib/xlsx';
import type { SheetGrid } from './parser.types';
import { ChecklistParseError } from './workbook-guard';

/** Columns past this are never card data (some sheets carry thousands of formatted empty columns). */
const MAX_COLUMNS = 40;

/**
 * Loads every worksheet as rows of cell texts (dates turned back into the "m/d" the author typed: Excel reads
 * "1/1", a one-of-one print run, as 1 January). Read off the event loop within the workbook limits; merged-cell
 * ranges are ignored (some real files repeat them). Refusals are ChecklistParseErrors naming the file.
 */
export async function loadGrids(buf: Buffer, fileName: string): Promise<SheetGrid[]> {
  try {
    return await readXlsx(buf, { maxColumns: MAX_COLUMNS });
  } catch (error) {
    if (error instanceof XlsxError) throw new ChecklistParseError(fileName, error.code, error.message);
    throw error;
  }
}
