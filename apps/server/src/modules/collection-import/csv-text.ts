import { badRequest } from '@/lib/errors';
import { COLLECTION_IMPORT_MESSAGES as M } from '@cardbinder/shared';

/**
 * The text of an uploaded CSV: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not UTF-8 but
 * every byte is a character Windows-1252 defines and none is a control character (Excel's "CSV" on Windows).
 * Anything else (UTF-16, binary, mixed encodings) is refused: guessing would store garbled names.
 */
export function decodeCsv(bytes: Buffer): string {
  let body = bytes;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    if (!looksLikeWindows1252(body)) throw badRequest(M.badEncoding);
    text = decodeWindows1252(body);
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this check is about
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(text)) throw badRequest(M.badEncoding);
  return text;
}

/**
 * Windows-1252's characters at 0x80–0x9F (Node's TextDecoder reads the label as ISO-8859-1, which has control
 * characters there); the five it leaves undefined are refused before this.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte);
  return text;
}

/** bytes Windows-1252 leaves undefined, and control characters no text file holds */
function looksLikeWindows1252(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte === 0x81 || byte === 0x8d || byte === 0x8f || byte === 0x90 || byte === 0x9d) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/** The delimiter of the header line: comma, or semicolon (Excel in many European locales), or tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).d;
}

export interface CsvLimits {
  maxRows: number;
  maxCellChars: number;
}

/**
 * RFC 4180 rows, read leniently: a quote inside a quoted cell that is not doubled and not followed by a
 * delimiter or a line end is kept as a character (CollectYourCards writes such cells). Blank rows are dropped.
 * Past maxRows rows it stops counting the cells and answers the number of rows only.
 */
export function parseCsv(text: string, limits: CsvLimits): { rows: string[][]; rowCount: number } {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let rowCount = 0;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStart = true;
  const endCell = () => {
    if (cell.length > limits.maxCellChars) throw badRequest(M.hugeCell(rowCount + 1));
    row.push(cell);
    cell = '';
    cellStart = true;
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value.trim() !== '')) {
      rowCount += 1;
      if (rowCount <= limits.maxRows) rows.push(row);
    }
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (i + 1 === text.length || text[i + 1] === delimiter || /[\r\n]/.test(text[i + 1]!))
        quoted = false;
      else cell += char;
      if (cell.length > limits.maxCellChars) throw badRequest(M.hugeCell(rowCount + 1));
      continue;
    }
    if (char === '"' && cellStart) {
      quoted = true;
      cellStart = false;
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else {
      cell += char;
      cellStart = false;
      if (cell.length > limits.maxCellChars) throw badRequest(M.hugeCell(rowCount + 1));
    }
  }
  // a quote never closed would swallow every line after it into one cell: refused rather than read short
  if (quoted) throw badRequest(M.unclosedQuote(rowCount + 1));
  if (cell !== '' || row.length > 0) endRow();
  return { rows, rowCount };
}
