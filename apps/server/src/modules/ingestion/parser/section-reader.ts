import { readCardCells, splitNumberCell } from './card-cells';
import { declaredCount, isParallelsHeader } from './cell-kinds';
import { isOddsText, parseParallelLine } from './parallels';
import type { GridRow, RejectedRow, SectionDraft, SheetGrid } from './parser.types';

type RowKind = 'count' | 'parallels' | 'card' | 'label' | 'header' | 'other';

const HEADER_WORDS =
  /^(card\s*#?|card number|no\.?|#|number|checklist|player|players|name|athlete|team|subset|set|notes?|card set|print run|sequence)$/i;

function filled(row: GridRow): string[] {
  return row.cells.filter((cell) => cell !== '');
}

export function rowKind(row: GridRow): RowKind {
  const texts = filled(row);
  if (texts.length === 0) return 'other';
  if (texts.every((text) => HEADER_WORDS.test(text))) return 'header';
  if (splitNumberCell(row.cells)) return 'card';
  if (texts.length === 1) {
    if (declaredCount(texts[0]!) !== null) return 'count';
    if (isParallelsHeader(texts[0]!)) return 'parallels';
    return 'label';
  }
  return 'other';
}

/** "Gold Label Checklist" → "Gold Label"; "Base Set" → "Base". */
export function sectionTitle(label: string): string {
  const title = label
    .replace(/\s+checklist\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^base set$/i.test(title) ? 'Base' : title;
}

/**
 * Reads a sheet of sections: a title row, an optional "N cards." row, an optional "Parallels:" block, then card
 * rows (starting in column A or B). Labels between sections that are not titles are kept as context.
 */
export function readSectionSheet(grid: SheetGrid): { sections: SectionDraft[]; rejected: RejectedRow[] } {
  const sections: SectionDraft[] = [];
  const rejected: RejectedRow[] = [];
  const kinds = grid.rows.map(rowKind);
  let current: SectionDraft | null = null;
  let inParallels = false;
  let group: string | null = null;
  let pending: { text: string; row: number }[] = [];

  const close = () => {
    if (current && (current.rows.length > 0 || current.parallels.length > 0)) sections.push(current);
    current = null;
    inParallels = false;
    group = null;
  };
  const open = (row: number): SectionDraft => {
    const labels = pending.filter((label) => !label.text.startsWith('*') && !isOddsText(label.text));
    const last = labels[labels.length - 1];
    const section: SectionDraft = {
      sheet: grid.name,
      row: last?.row ?? row,
      title: last ? sectionTitle(last.text) : grid.name,
      context: labels.slice(0, -1).map((label) => label.text),
      declaredCount: null,
      parallels: [],
      rows: [],
    };
    pending = [];
    current = section;
    return section;
  };
  const nextKind = (i: number): RowKind | null => {
    for (let j = i + 1; j < kinds.length; j += 1) if (kinds[j] !== 'other') return kinds[j]!;
    return null;
  };

  grid.rows.forEach((row, i) => {
    const kind = kinds[i]!;
    const text = filled(row)[0] ?? '';
    const section: SectionDraft | null = current;
    if (kind === 'header') return;
    if (kind === 'count') {
      const target = section && section.rows.length === 0 && section.declaredCount === null ? section : null;
      if (!target) close();
      (target ?? open(row.row)).declaredCount = declaredCount(text);
      return;
    }
    if (kind === 'parallels') {
      if (!section) open(row.row);
      inParallels = true;
      return;
    }
    if (kind === 'card') {
      const split = splitNumberCell(row.cells)!;
      const target = section ?? open(row.row);
      target.rows.push(
        readCardCells(
          grid.name,
          row.row,
          split.cardNumber,
          split.rest.map((t) => ({ text: t })),
        ),
      );
      inParallels = false;
      return;
    }
    if (kind === 'other') {
      rejected.push({ sheet: grid.name, row: row.row, reason: 'no card number' });
      return;
    }
    // a label: a title, a parallel, a group heading inside the parallels, or a note
    const next = nextKind(i);
    const isTitle = inParallels
      ? next === 'count' || (next === 'card' && section !== null && section.rows.length > 0)
      : section === null || section.rows.length > 0 || next === 'count';
    if (!section || isTitle) {
      if (section) close();
      pending.push({ text, row: row.row });
      return;
    }
    if (inParallels && /:$/.test(text)) {
      group = text.replace(/:$/, '').trim();
      return;
    }
    if (isOddsText(text) || text.startsWith('*')) return;
    const parallel = parseParallelLine(text, group);
    if (parallel && (inParallels || parallel.colorName || parallel.printRunDisplay)) {
      section.parallels.push(parallel);
      return;
    }
    rejected.push({ sheet: grid.name, row: row.row, reason: 'no card number' });
  });
  close();
  return { sections, rejected };
}
