import type { ChecklistImport } from '../ingest.types';

/** One row the parser could not turn into a card, with where it is and why. */
export interface RejectedRow {
  sheet: string;
  row: number;
  reason: string;
}

export interface ParseWarning {
  sheet: string;
  row?: number;
  message: string;
}

export interface ParsedChecklist {
  checklist: ChecklistImport;
  /** distinct cards the workbook lists explicitly, before parallels are expanded */
  listedCards: number;
  /** card rows read (before rows of one card are merged) */
  rowsRead: number;
  /** the layout each sheet was read as, by sheet name */
  layouts: Record<string, SheetLayout>;
  rejected: RejectedRow[];
  warnings: ParseWarning[];
  /** what the reader inferred and what it guessed, each with a confidence and, for guesses, a warning */
  findings: Finding[];
}

export interface Finding {
  kind: 'inferred' | 'guessed';
  sheet: string;
  row: number | null;
  message: string;
  /** 0–1 */
  confidence: number;
  warning: string | null;
}

export type SheetLayout = 'flat' | 'sections' | 'matrix' | 'skipped';

/** A cell reduced to what the parser needs: trimmed text (dates already turned back into "m/d"). */
export interface GridRow {
  /** 1-based row number in the sheet */
  row: number;
  /** cell texts by 0-based column; '' for empty */
  cells: string[];
}

export interface SheetGrid {
  name: string;
  rows: GridRow[];
}

/** A parallel as described by a "Parallels:" line or a matrix column. */
export interface ParallelInfo {
  name: string;
  colorName: string | null;
  colorHex: string | null;
  printRunDisplay: string | null;
  minPrintRun: number | null;
  maxPrintRun: number | null;
}

/** One card row as read from a sheet, before rows of the same card are merged. */
export interface RawCardRow {
  sheet: string;
  row: number;
  cardNumber: string;
  /** the player cell(s), in sheet order */
  names: string[];
  teams: string[];
  extras: string[];
  printRun: number | null;
  /** no card number on the sheet: numbered in sheet order */
  unnumbered?: boolean;
  /** a column of the sheet marks the card an autograph or a relic */
  isAutograph?: boolean;
  isRelic?: boolean;
}

/** A run of card rows under one title (a section of a sheet, or one subset of a flat sheet). */
export interface SectionDraft {
  sheet: string;
  row: number;
  title: string;
  /** labels above the title (group headings such as "AUTOGRAPHS") */
  context: string[];
  declaredCount: number | null;
  parallels: ParallelInfo[];
  rows: RawCardRow[];
  /** a matrix column: cards listed explicitly for this parallel, keyed by card number */
  parallelOf?: string;
  /** a parallel whose cards are rows of the sheet (a master subset), counted as listed cards */
  listedRows?: boolean;
  /** the title a block shares with its twin on another sheet, before it was named for its sheet's kind */
  twinTitle?: string;
  /** every card's print run, declared under the title ("All cards are /150") */
  printRun?: { display: string; min: number; max: number };
}
