import { formatCount } from '../rules/number-format';
/** Collection import's limits and words (issue 44), apart from the contracts so a screen naming them does not load zod. */
export const COLLECTION_IMPORT = {
  /** lines (rows under the header) one file may hold */
  maxLines: 10_000,
  maxFileBytes: 10 * 1024 * 1024,
  /** characters one cell may hold */
  maxCellChars: 2_000,
  maxColumns: 100,
  /** candidates offered for an uncertain line */
  candidates: 5,
  /** a line's quantity adds that many entries */
  maxQuantity: 100,
  /** lines per page of GET /api/user/collection/imports/:id */
  pageSize: 50,
  /** how often a client reads the import while it is matching or committing */
  pollMs: 1000,
  /** past imports GET /api/user/collection/imports lists */
  listLimit: 50,
} as const;

const lines = (n: number) => `${formatCount(n)} ${n === 1 ? 'line' : 'lines'}`;
const cards = (n: number) => `${formatCount(n)} ${n === 1 ? 'card' : 'cards'}`;

export const COLLECTION_IMPORT_MESSAGES = {
  noFile: 'Choose a CSV or XLSX file to import',
  oneFile: 'Choose one file: an import reads one CSV or XLSX at a time',
  wrongType: 'Only CSV and XLSX files can be imported',
  tooLarge: `The file is larger than ${COLLECTION_IMPORT.maxFileBytes / 1024 / 1024} MB`,
  empty: 'The file is empty: it needs a header row and at least one line',
  noLines: 'The file has a header row but no lines under it',
  tooManyLines: (found: number, over = false) =>
    `The file has ${over ? 'over ' : ''}${lines(found)}; at most ${lines(COLLECTION_IMPORT.maxLines)} can be imported at once. Split it into smaller files.`,
  tooManyColumns: `The file has more than ${COLLECTION_IMPORT.maxColumns} columns`,
  hugeCell: (line: number | null) =>
    `${line === null ? 'The file' : `Line ${line}`} has a cell longer than ${formatCount(COLLECTION_IMPORT.maxCellChars)} characters`,
  unclosedQuote: (line: number) =>
    `Line ${line} opens a quote (") that is never closed: open the file in a spreadsheet and save it again as CSV`,
  noCard: 'The line names no card: it needs a set, a number or a player',
  price: (label: string, text: string) => `${label} "${text}" is not an amount of 0 or more, such as 12.50`,
  badEncoding:
    'The file is not readable text: save it as CSV UTF-8 (Excel: File → Save As → "CSV UTF-8") and try again',
  badWorkbook: 'The XLSX file cannot be read (it is damaged, protected or not really an XLSX file)',
  zipBomb: 'The XLSX file unpacks to far more data than a spreadsheet holds, so it was not read',
  importNotFound: 'Import not found',
  lineNotFound: 'Line not found in this import',
  noCardColumn: 'Map at least one column to the card: its set, number or player',
  mappingTwice: (field: string) => `Only one column can be mapped to ${field}`,
  mappingLength: 'Give one choice for each column of the file',
  notWaitingForMapping: 'The columns of this import can no longer be changed',
  notReady: 'This import is still being prepared',
  alreadyCommitted: 'This import has already been added to your collection',
  notCommitted: 'This import has not been added to your collection',
  alreadyUndone: 'This import has already been undone',
  busy: 'This import is busy; wait until it has finished',
  nothingToImport: 'No line is ready to import: pick a card for the uncertain lines first',
  duplicates: (n: number) =>
    `${lines(n)} of this file ${n === 1 ? 'was' : 'were'} imported before. Add ${n === 1 ? 'it' : 'them'} again, or skip ${n === 1 ? 'it' : 'them'}?`,
  cardNotFound: 'Card not found',
  quantity: `Quantity must be a whole number from 1 to ${COLLECTION_IMPORT.maxQuantity}`,
  unknownGrade: (text: string) => `Grade "${text}" is not a grading company and a grade, such as PSA 10`,
  unknownAgency: (text: string) => `Unknown grading company "${text}"`,
  serial: (text: string) => `Serial "${text}" is not a number such as 12 or 12/99`,
  matchingFailed: 'Matching the lines failed; try the import again',
  commitFailed: 'Adding the cards failed; nothing was added',
  committing: 'Adding the cards to your collection…',
  committed: (n: number) => `${cards(n)} added to your collection`,
  undone: (n: number) => `Import undone: ${cards(n)} removed from your collection`,
  discarded: 'Import discarded',
} as const;
