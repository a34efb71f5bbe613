import path from 'node:path';
import { COLLECTION_IMPORT, COLLECTION_IMPORT_MESSAGES as M, isFormulaLike } from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';
import { readXlsx, XlsxError } from '@/lib/xlsx';
import { decodeCsv, parseCsv } from './csv-text';

export interface SheetLine {
  /** the row in the file, the header being row 1 */
  rowNumber: number;
  cells: string[];
}

export interface ImportSheet {
  columns: string[];
  lines: SheetLine[];
}

/** rows an xlsx may hold before it is refused unread further (its lines are counted against maxLines after) */
const XLSX_MAX_ROWS = 200_000;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** files that are certainly not a sheet we read: old binary .xls (OLE), PDF, PNG, JPEG, GIF, gzip */
const REFUSED = [
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46],
  [0x1f, 0x8b],
];
const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv', '']);
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

/**
 * Our own 'Download CSV' writes formula-like text with a leading apostrophe (spreadsheetText): it is taken
 * off again so a note reading "=SUM(…)" comes back as written, as text. Nothing read is ever evaluated.
 */
const csvCellText = (value: string) =>
  value.startsWith("'") && isFormulaLike(value.slice(1)) ? value.slice(1) : value;

async function xlsxRows(data: Buffer): Promise<string[][]> {
  try {
    const sheets = await readXlsx(data, {
      maxFileBytes: COLLECTION_IMPORT.maxFileBytes,
      maxColumns: COLLECTION_IMPORT.maxColumns + 1,
      maxCellChars: COLLECTION_IMPORT.maxCellChars,
      maxRows: XLSX_MAX_ROWS,
    });
    const sheet = sheets.find((s) => s.rows.length > 0);
    return sheet ? sheet.rows.map((row) => row.cells) : [];
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.code === 'zip-bomb') throw badRequest(M.zipBomb);
    if (/longer than/.test(error.message)) throw badRequest(M.hugeCell(null));
    if (/rows/.test(error.message)) throw badRequest(M.tooManyLines(XLSX_MAX_ROWS, true));
    throw badRequest(M.badWorkbook);
  }
}

/**
 * Reads an uploaded CSV or XLSX within the import's limits: its header row and its lines. Every refusal is a
 * 400 with a sentence (wrong type, empty, encoding, too many lines or columns, a huge cell, a zip bomb).
 */
export async function readImportSheet(file: { name: string; data: Buffer }): Promise<ImportSheet> {
  const { data } = file;
  if (data.length === 0 || data.toString('latin1').trim() === '') throw badRequest(M.empty);
  if (data.length > COLLECTION_IMPORT.maxFileBytes) throw badRequest(M.tooLarge);
  const extension = path.extname(file.name).toLowerCase();
  let rows: string[][];
  let rowCount: number;
  if (startsWith(data, ZIP)) {
    rows = await xlsxRows(data);
    rowCount = rows.length;
  } else {
    if (REFUSED.some((magic) => startsWith(data, magic)) || !TEXT_EXTENSIONS.has(extension))
      throw badRequest(M.wrongType);
    const parsed = parseCsv(decodeCsv(data), {
      maxRows: COLLECTION_IMPORT.maxLines + 1,
      maxCellChars: COLLECTION_IMPORT.maxCellChars,
    });
    rows = parsed.rows.map((cells) => cells.map(csvCellText));
    rowCount = parsed.rowCount;
  }
  if (rowCount === 0) throw badRequest(M.empty);
  if (rowCount - 1 > COLLECTION_IMPORT.maxLines) throw badRequest(M.tooManyLines(rowCount - 1));
  const [header, ...body] = rows as [string[], ...string[][]];
  if (header.length > COLLECTION_IMPORT.maxColumns) throw badRequest(M.tooManyColumns);
  if (body.length === 0) throw badRequest(M.noLines);
  const columns = header.map((name, i) => name.trim() || `Column ${i + 1}`);
  const lines = body.map((cells, index) => ({
    rowNumber: index + 2,
    cells: columns.map((_, i) => (cells[i] ?? '').trim()),
  }));
  return { columns, lines };
}
