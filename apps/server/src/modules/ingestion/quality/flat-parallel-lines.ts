import type { FlatColumns } from '../parser/flat-reader';
import { readPrintRun } from '../parser/parallels';
import type { SheetGrid } from '../parser/parser.types';

/** A line opening a list of parallels over a table ("Parallels", "Common Parallels:"). */
const LIST_HEADER = /^([\p{L}\d' -]+ )?parallels?:?$/iu;

/**
 * Parallel lines with a print run written over the tables of a flat sheet ("Common Parallels", then "Magenta
 * Refractor /350 (1:12)"): each belongs to the subset of the table's next row. `attached` says whether the parse
 * holds a parallel of that subset with the line's first word and print run.
 */
export function flatParallelLines(
  grid: SheetGrid,
  columns: FlatColumns,
  attached: (subset: string, firstWord: string, maxRun: number) => boolean,
): { lines: number; attached: number } {
  const subsetCol = columns.roles.indexOf('subset');
  const numberCol = columns.roles.indexOf('number');
  const counted = { lines: 0, attached: 0 };
  let pending: { word: string; max: number }[] | null = null;
  for (const row of grid.rows) {
    if (columns.headerRow !== null && row.row <= columns.headerRow) continue;
    const filled = row.cells.filter(Boolean);
    if (filled.length === 1) {
      const text = filled[0]!.trim();
      const run = readPrintRun(text);
      if (LIST_HEADER.test(text)) pending = [];
      else if (pending && run && /^\p{L}/u.test(text))
        pending.push({ word: text.split(/\s/)[0]!.toLowerCase(), max: run.max });
      continue;
    }
    if (!pending || numberCol < 0 || !(row.cells[numberCol] ?? '').trim()) continue;
    const subset = subsetCol >= 0 ? (row.cells[subsetCol] ?? '') : grid.name;
    for (const line of pending) {
      counted.lines += 1;
      if (attached(subset, line.word, line.max)) counted.attached += 1;
    }
    pending = null;
  }
  return counted;
}
