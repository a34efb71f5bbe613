import { readSheetRows, type SheetContext, type XlsxSheet } from './sheet-rows';
import { readDateStyles, readSharedStrings, readWorkbookParts } from './workbook-parts';
import type { XlsxLimits } from './xlsx-limits';
import { openZipParts } from './zip-parts';

/**
 * Reads every worksheet of an xlsx as rows of cell texts, in this thread, within the limits: parts are
 * inflated and parsed as streams, and reading stops at the first limit passed. readXlsx runs this in a
 * worker thread; call it directly only where blocking the thread does no harm.
 */
export async function readWorkbookHere(buf: Buffer, limits: XlsxLimits): Promise<XlsxSheet[]> {
  const zip = await openZipParts(buf, limits);
  try {
    const parts = await readWorkbookParts(zip);
    const context: SheetContext = {
      zip,
      limits,
      sharedStrings: await readSharedStrings(zip, parts.sharedStrings, limits),
      dateStyles: await readDateStyles(zip, parts.styles),
      date1904: parts.date1904,
      rowsKept: { count: 0 },
    };
    const sheets: XlsxSheet[] = [];
    for (const sheet of parts.sheets) sheets.push(await readSheetRows(sheet, context));
    return sheets;
  } finally {
    zip.close();
  }
}
