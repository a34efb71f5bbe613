import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { detectFlatColumns, readFlatSheet } from './flat-reader';
import type {
  ParsedChecklist,
  ParseWarning,
  RejectedRow,
  SectionDraft,
  SheetGrid,
  SheetLayout,
} from './parser.types';
import { movePlayerNamedTeams } from './player-teams';
import { readSectionSheet } from './section-reader';
import { buildSeries } from './series-builder';
import { setInfoFromFileName } from './set-info';
import { loadGrids } from './sheet-grid';
import { ChecklistParseError, MAX_FILE_BYTES } from './workbook-guard';

/** Sheets that only re-list the same cards (by team) or describe the export. */
const SKIPPED_SHEETS =
  /^(teams?|copy of teams.*|mlb teams|milb teams|team sets|teams? list|export summary|odds|status)$/i;

interface SheetResult {
  layout: SheetLayout;
  sections: SectionDraft[];
}

function readSheet(grid: SheetGrid, rejected: RejectedRow[], warnings: ParseWarning[]): SheetResult {
  if (SKIPPED_SHEETS.test(grid.name.trim()) || grid.rows.length === 0)
    return { layout: 'skipped', sections: [] };
  const columns = detectFlatColumns(grid);
  if (columns) {
    const read = readFlatSheet(grid, columns);
    rejected.push(...read.rejected);
    warnings.push(...read.warnings);
    return { layout: columns.parallels.size > 0 ? 'matrix' : 'flat', sections: read.sections };
  }
  const read = readSectionSheet(grid);
  rejected.push(...read.rejected);
  warnings.push(...read.warnings);
  return { layout: 'sections', sections: read.sections };
}

/** Reads a checklist from already-loaded sheets (exposed for tests and tools). */
export function parseGrids(grids: SheetGrid[], fileName: string): ParsedChecklist {
  const rejected: RejectedRow[] = [];
  const warnings: ParseWarning[] = [];
  const layouts: Record<string, SheetLayout> = {};
  const results = grids.map((grid) => {
    const result = readSheet(grid, rejected, warnings);
    layouts[grid.name] = result.layout;
    return result;
  });
  const flat = results.filter((r) => r.layout === 'flat' || r.layout === 'matrix').flatMap((r) => r.sections);
  const sectioned = results.filter((r) => r.layout === 'sections').flatMap((r) => r.sections);
  // a flat master sheet lists every card once: it is the source of cards, the section sheets add the parallels
  const cardSections = flat.some((s) => s.rows.length > 0) ? flat : sectioned;
  const parallelSources = cardSections === flat ? [...sectioned, ...flat] : sectioned;
  const { series, listedCards } = buildSeries(cardSections, parallelSources, warnings);
  movePlayerNamedTeams(series, warnings);
  const rowsRead = cardSections.filter((s) => !s.parallelOf).reduce((n, s) => n + s.rows.length, 0);
  if (listedCards === 0) {
    throw new ChecklistParseError(fileName, 'empty', 'no card rows found in any sheet');
  }
  return {
    checklist: { set: setInfoFromFileName(fileName), series },
    listedCards,
    rowsRead,
    layouts,
    rejected,
    warnings,
  };
}

/**
 * Parses a checklist workbook (a Buffer, or a path to read) into the import shape, with the rows it could not
 * read. The workbook is read in a worker thread within limits (lib/xlsx). Throws ChecklistParseError (message
 * naming the file) for files over 50 MB, non-xlsx or corrupt files, zip bombs, workbooks over the row or cell
 * limits and workbooks without card rows.
 */
export async function parseChecklistWorkbook(
  input: Buffer | string,
  fileName?: string,
): Promise<ParsedChecklist> {
  const name = fileName ?? (typeof input === 'string' ? basename(input) : 'checklist.xlsx');
  let buf: Buffer;
  if (typeof input === 'string') {
    const info = await stat(input);
    if (info.size > MAX_FILE_BYTES) {
      throw new ChecklistParseError(name, 'too-large', `the file is over ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    }
    buf = await readFile(input);
  } else {
    buf = input;
  }
  const grids = await loadGrids(buf, name);
  return parseGrids(grids, name);
}
