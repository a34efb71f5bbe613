import type { ColumnRole } from './card-cells';
import { isRookieCell, printRunCell } from './cell-kinds';
import type { GridRow } from './parser.types';

const YES_NO = /^(yes|no|y|n)$/i;
const KINDS = /^(base|auto|autos|autograph|autographs|relic|relics|mem|memorabilia)$/i;
const RELIC_HEADER = /^(mem|relics?|memorabilia|jersey|patch|game[- ]used)$/i;
const AUTOGRAPH_HEADER = /^(autos?|autographs?|signed)$/i;

/**
 * Columns a header leaves as notes that say nothing of one card as a note (Leaf's `Set | … | Foil | MEM | BASE`):
 * the product's name on every row is dropped; a yes/no column is a flag (relic under "MEM", autograph under
 * "Auto") or dropped; a column of kinds ("Base", "Auto") flags the autographs and relics; a column whose value
 * changes among the rows of one card ("1-Prismatic", "2-Laser") tells the row's version, not the card's. Changes
 * `roles`; returns a line per column for the ingestion report.
 */
export function settleNoteColumns(roles: ColumnRole[], headers: string[], rows: GridRow[]): string[] {
  const guesses: string[] = [];
  const subset = roles.indexOf('subset');
  const number = roles.indexOf('number');
  const cardKey = (row: GridRow) => `${row.cells[subset] ?? ''}\u0000${row.cells[number] ?? ''}`;
  const cardRows = number < 0 ? [] : rows.filter((row) => (row.cells[number] ?? '').trim() !== '');
  roles.forEach((role, col) => {
    if (role !== 'notes') return;
    const header = (headers[col] ?? '').trim();
    const values = cardRows.map((row) => (row.cells[col] ?? '').trim()).filter(Boolean);
    if (values.length < 10) return;
    const say = (what: string) => guesses.push(`column "${header}" ${what}`);
    if (values.every((v) => YES_NO.test(v))) {
      roles[col] = RELIC_HEADER.test(header)
        ? 'relicFlag'
        : AUTOGRAPH_HEADER.test(header)
          ? 'autographFlag'
          : 'ignore';
      say(roles[col] === 'ignore' ? 'holds yes or no: not a note' : 'read as a flag of each card');
    } else if (new Set(values).size === 1 && productName(values[0]!)) {
      roles[col] = 'ignore';
      say(`holds "${values[0]}" on every row: not a note`);
    } else if (values.every((v) => KINDS.test(v))) {
      roles[col] = 'kind';
      say("read as each card's kind (autograph, relic)");
    } else if (varyWithinCards(cardRows, col, cardKey)) {
      roles[col] = 'ignore';
      say("changes among the rows of one card: each row's version, not a note");
    }
  });
  return guesses;
}

/** A name of three words or more, not a mark of the card ("RC", "SP", "/99"): the product's, on every row. */
const productName = (value: string) =>
  value.split(/\s+/).length >= 3 && !isRookieCell(value) && printRunCell(value) === null;

/** Most cards listed on several rows show several values in the column. */
function varyWithinCards(rows: GridRow[], col: number, cardKey: (row: GridRow) => string): boolean {
  const byCard = new Map<string, Set<string>>();
  for (const row of rows) {
    const [key, value] = [cardKey(row), (row.cells[col] ?? '').trim()];
    const seen = byCard.get(key) ?? new Set<string>();
    if (value) seen.add(value);
    byCard.set(key, seen);
  }
  const repeated = [...byCard.values()].filter((values) => values.size > 0);
  const varying = repeated.filter((values) => values.size > 1).length;
  return repeated.length >= 5 && varying >= 0.8 * repeated.length;
}
