import { importedCellText } from '@cardbinder/shared';
import { XlsxError, type XlsxLimits } from './xlsx-limits';
import { parseXml, type Attributes } from './xml-events';
import type { ZipParts } from './zip-parts';

/** One row that holds a value: its 1-based number and cell texts by 0-based column ('' for empty). */
export interface XlsxRow {
  row: number;
  cells: string[];
}

export interface XlsxSheet {
  name: string;
  rows: XlsxRow[];
}

export interface SheetContext {
  zip: ZipParts;
  limits: XlsxLimits;
  sharedStrings: (string | null)[];
  dateStyles: boolean[];
  date1904: boolean;
  /** rows kept so far over all sheets, against limits.maxRows */
  rowsKept: { count: number };
}

/** text as the importers take it: whitespace collapsed, and formula-like text neutralised (issue 38) */
const tidy = (text: string) => importedCellText(text.replace(/\s+/g, ' ').trim());

/** A serial day number shown with a date format: the "m/d" the author typed ("1/1", a one-of-one print run). */
function dateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? '' : `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
}

/** "AB12" → 27 (0-based column 27); null without letters. */
function columnOf(reference: string | undefined): number | null {
  if (!reference) return null;
  let column = 0;
  let index = 0;
  for (; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return index === 0 ? null : column - 1;
}

interface CellState {
  column: number;
  type: string;
  style: number;
  formula: boolean;
  value: string;
  hasValue: boolean;
}

/**
 * A cell's text as the checklist's author sees it: the cached result of a formula (never the formula), the
 * shared or inline text (formula-like text neutralised: importedCellText), a number as written, a
 * date-formatted number as "m/d", booleans as true/false, errors as ''; null for a shared text too long.
 */
function cellText(cell: CellState, context: SheetContext): string | null {
  if (!cell.hasValue) return '';
  const numberText = () => {
    const number = parseFloat(cell.value);
    return context.dateStyles[cell.style] ? dateText(number, context.date1904) : String(number);
  };
  switch (cell.type) {
    case 's': {
      if (cell.formula) return numberText();
      const shared = context.sharedStrings[parseInt(cell.value, 10)];
      return shared === null ? null : tidy(shared ?? '');
    }
    case 'str':
    case 'inlineStr':
      return tidy(cell.value);
    case 'b':
      return parseInt(cell.value, 10) !== 0 ? 'true' : 'false';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(cell.value);
      return Number.isNaN(date.getTime())
        ? tidy(cell.value)
        : `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
    }
    default:
      return numberText();
  }
}

/** Reads one worksheet's rows as a stream, keeping at most limits.maxColumns cells of each. */
export async function readSheetRows(
  sheet: { name: string; part: string },
  context: SheetContext,
): Promise<XlsxSheet> {
  const { limits } = context;
  const rows: XlsxRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: CellState | null = null;
  let lastColumn = -1;
  let collecting = false;
  let phonetic = 0;

  const tooLong = () =>
    new XlsxError(
      'too-large',
      `sheet ${sheet.name} row ${rowNumber}: a cell is longer than ${limits.maxCellChars.toLocaleString('en-US')} characters`,
    );

  const openCell = (attributes: Attributes) => {
    const column = columnOf(attributes.r) ?? lastColumn + 1;
    lastColumn = column;
    cell =
      column < limits.maxColumns
        ? {
            column,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            formula: false,
            value: '',
            hasValue: false,
          }
        : null;
  };

  const closeRow = () => {
    for (let i = 0; i < cells.length; i += 1) cells[i] ??= '';
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0) return;
    context.rowsKept.count += 1;
    if (context.rowsKept.count > limits.maxRows)
      throw new XlsxError(
        'too-large',
        `the workbook has over ${limits.maxRows.toLocaleString('en-US')} rows`,
      );
    rows.push({ row: rowNumber, cells });
  };

  await parseXml(sheet.part, context.zip.chunks(sheet.part), {
    open(name, attributes) {
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        lastColumn = -1;
      } else if (name === 'c') openCell(attributes);
      else if (!cell) return;
      else if (name === 'f') cell.formula = true;
      else if (name === 'rPh') phonetic += 1;
      else if ((name === 'v' || name === 't') && phonetic === 0) {
        collecting = true;
        cell.hasValue = true;
      }
    },
    text(value) {
      if (!collecting || !cell) return;
      cell.value += value;
      if (cell.value.length > limits.maxCellChars) throw tooLong();
    },
    close(name) {
      if (name === 'v' || name === 't') collecting = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell) {
        const text = cellText(cell, context);
        if (text === null) throw tooLong();
        if (text !== '') cells[cell.column] = text;
        cell = null;
      } else if (name === 'row') closeRow();
    },
  });
  return { name: sheet.name, rows };
}
