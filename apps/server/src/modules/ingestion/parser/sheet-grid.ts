import ExcelJS from 'exceljs';
import type { GridRow, SheetGrid } from './parser.types';
import { ChecklistParseError } from './workbook-guard';

/** Columns past this are never card data (some sheets carry thousands of formatted empty columns). */
const MAX_COLUMNS = 40;

function richText(value: { richText: { text: string }[] }): string {
  return value.richText.map((part) => part.text).join('');
}

/**
 * Text of one cell. A date is turned back into the "m/d" the author typed: checklists hold no real dates, but
 * Excel reads "1/1" (a one-of-one print run) as 1 January.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCMonth() + 1}/${value.getUTCDate()}`;
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return richText(value).replace(/\s+/g, ' ').trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('text' in value && value.text && typeof value.text === 'object' && 'richText' in value.text) {
    return richText(value.text).trim();
  }
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

function toGrid(sheet: ExcelJS.Worksheet): SheetGrid {
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (col <= MAX_COLUMNS) cells[col - 1] = cellText(cell.value);
    });
    for (let i = 0; i < cells.length; i += 1) cells[i] ??= '';
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length > 0) rows.push({ row: rowNumber, cells });
  });
  return { name: sheet.name, rows };
}

/** Loads every worksheet as rows of cell texts. Merged-cell ranges are ignored (some real files repeat them). */
export async function loadGrids(buf: Buffer, fileName: string): Promise<SheetGrid[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types want its own Buffer shape; the bytes are what it reads
    await workbook.xlsx.load(buf as unknown as Parameters<typeof workbook.xlsx.load>[0], {
      ignoreNodes: ['mergeCells', 'dataValidations', 'conditionalFormatting', 'extLst'],
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ChecklistParseError(fileName, 'corrupt', `corrupt or unreadable xlsx (${detail})`);
  }
  return workbook.worksheets.map(toGrid);
}
