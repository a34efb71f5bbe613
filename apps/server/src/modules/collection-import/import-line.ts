import {
  COLLECTION_IMPORT,
  COLLECTION_IMPORT_MESSAGES as M,
  userCardFieldsSchema,
  type ImportField,
} from '@cardbinder/shared';

/** A grading agency as the file may name it: its abbreviation (PSA) or its name (Professional Sports…). */
export type Agency = {
  id: number;
  abbreviation: string;
  name: string;
};

/** What a line brings to its entries, read and checked by the collection's own field rules. */
export interface LineFields {
  random_code?: string;
  serial_number?: number;
  /** a print run the line states (the serial's "/99" or a print run column), for matching only */
  print_run?: number;
  purchase_price?: number;
  estimated_value?: number;
  grading_agency?: number;
  grade?: number;
  grade_id?: string;
  /** a location of the collector by name: found or made at commit */
  location?: string;
  notes?: string;
  aftermarket_autograph?: boolean;
}

export interface ReadLine {
  /** the text the matcher reads: year, set, parallel, number, player, print run */
  title: string;
  /** the year and set as the line writes them, and its card number (an exact catalogue label is sure) */
  label: { set: string; number: string };
  quantity: number;
  fields: LineFields;
  error: string | null;
}

const rules = userCardFieldsSchema.shape;
const YES = new Set(['✓', '✔', 'x', 'yes', 'y', 'true', '1', 'am auto', 'auto']);
const NO_GRADE = new Set(['', '-', 'raw', 'ungraded', 'none', 'n/a', 'na']);

class LineError extends Error {}

/** '$1,234.50', '12,50 €', '3' → the number the collection's price rule checks; anything else is the line's error. */
function readPrice(text: string, label: string): number {
  let value = text.replace(/[$€£\s]|USD|EUR|GBP/gi, '');
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else value = value.replace(/,(?=\d{3}(\D|$))/g, '');
  const parsed = rules.purchase_price.safeParse(value);
  if (!parsed.success || parsed.data === null || parsed.data === undefined)
    throw new LineError(M.price(label, text));
  return parsed.data;
}

/** '12/99', '#12/99', '12 of 99', '12', '/99' */
function readSerial(text: string, fields: LineFields) {
  const match = /^#?\s*(\d{1,10})?\s*(?:\/|of)\s*(\d{1,10})$/i.exec(text) ?? /^#?\s*(\d{1,10})()$/.exec(text);
  if (!match || (!match[1] && !match[2])) throw new LineError(M.serial(text));
  if (match[1]) {
    const serial = rules.serial_number.safeParse(match[1]);
    if (!serial.success || !serial.data) throw new LineError(M.serial(text));
    fields.serial_number = serial.data;
  }
  if (match[2]) fields.print_run = Number(match[2]);
}

function agencyOf(text: string, agencies: Agency[]): number {
  const key = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const agency = agencies.find(
    (a) =>
      a.abbreviation.toLowerCase().replace(/[^a-z0-9]/g, '') === key ||
      a.name.toLowerCase().replace(/[^a-z0-9]/g, '') === key,
  );
  if (!agency) throw new LineError(M.unknownAgency(text));
  return agency.id;
}

/** 'PSA 10', 'BGS 9.5', 'SGC 9 Mint', or a bare '9.5' with the agency in its own column. */
function readGrade(text: string, agencyText: string, agencies: Agency[], fields: LineFields) {
  if (NO_GRADE.has(text.toLowerCase())) {
    if (agencyText && !NO_GRADE.has(agencyText.toLowerCase()))
      fields.grading_agency = agencyOf(agencyText, agencies);
    return;
  }
  const match = /^([A-Za-z][A-Za-z&. ]*?)?\s*(\d{1,3}(?:\.\d)?)\b/.exec(text);
  if (!match) {
    // an agency without a grade ('PSA': authenticated only)
    if (/^[A-Za-z][A-Za-z&. ]*$/.test(text)) fields.grading_agency = agencyOf(text, agencies);
    else throw new LineError(M.unknownGrade(text));
    return;
  }
  const agencyName = match[1]?.trim() || agencyText;
  if (!agencyName) throw new LineError(M.unknownGrade(text));
  const grade = rules.grade.safeParse(match[2]);
  if (!grade.success || grade.data === null || grade.data === undefined)
    throw new LineError(M.unknownGrade(text));
  fields.grading_agency = agencyOf(agencyName, agencies);
  fields.grade = grade.data;
}

function readText(value: string, rule: 'notes' | 'grade_id', fields: LineFields) {
  const parsed = rules[rule].safeParse(value);
  if (!parsed.success) throw new LineError(parsed.error.issues[0]?.message ?? M.noCard);
  if (parsed.data) fields[rule] = parsed.data;
}

/**
 * Reads one line through the column mapping: the matcher's text, the quantity and the entry fields, each
 * checked by the collection's rules (packages/shared user-card-fields). A value the rules refuse makes the
 * whole line invalid with that sentence: it is never imported half.
 */
export function readLine(cells: string[], mapping: ImportField[], agencies: Agency[]): ReadLine {
  const value = (field: ImportField) => {
    const index = mapping.indexOf(field);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const fields: LineFields = {};
  let quantity = 1;
  try {
    const quantityText = value('quantity');
    if (quantityText) {
      quantity = Number(quantityText);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > COLLECTION_IMPORT.maxQuantity)
        throw new LineError(M.quantity);
    }
    if (value('serial')) readSerial(value('serial'), fields);
    const printRun = value('print_run').replace(/^\//, '');
    if (/^\d{1,10}$/.test(printRun)) fields.print_run ??= Number(printRun);
    if (value('purchase_price')) fields.purchase_price = readPrice(value('purchase_price'), 'Purchase price');
    if (value('estimated_value'))
      fields.estimated_value = readPrice(value('estimated_value'), 'Estimated value');
    readGrade(value('grade'), value('grading_agency'), agencies, fields);
    if (fields.grading_agency !== undefined) readText(value('grade_id'), 'grade_id', fields);
    readText(value('notes'), 'notes', fields);
    if (value('location')) fields.location = value('location').slice(0, 100);
    if (YES.has(value('aftermarket_autograph').toLowerCase())) fields.aftermarket_autograph = true;
    const code = rules.random_code.safeParse(value('code'));
    if (code.success && code.data) fields.random_code = code.data;
  } catch (error) {
    if (!(error instanceof LineError)) throw error;
    return { title: '', label: { set: '', number: '' }, quantity, fields, error: error.message };
  }
  const number = value('card_number').replace(/^#/, '');
  const parts = [value('year'), value('set').replace(/·/g, ' '), value('parallel')];
  const player = value('player') || value('team');
  const label = { set: parts.slice(0, 2).filter(Boolean).join(' '), number };
  if (!number && !player && !parts.some(Boolean))
    return { title: '', label, quantity, fields, error: M.noCard };
  parts.push(number ? `#${number}` : '', player, fields.print_run ? `/${fields.print_run}` : '');
  const title = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 300);
  return { title, label, quantity, fields, error: null };
}
