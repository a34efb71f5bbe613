import { readCardCells, splitNumberCell } from './card-cells';
import { declaredCount, isDistributionNote } from './cell-kinds';
import { isOddsText, parseParallelLine, readPrintRun } from './parallels';
import type { GridRow, ParseWarning, RejectedRow, SectionDraft, SheetGrid } from './parser.types';
import {
  filled,
  isParallelNote,
  isSubHeading,
  looksLikeLonePlayer,
  looksLikeParallel,
  nameAndNotes,
  playerRowsOfCards,
  rowKind,
  type RowKind,
  shouted,
  shoutedHeadings,
  unnumberedUnderCounts,
  wholeSectionPrintRun,
} from './section-rows';

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
export function readSectionSheet(grid: SheetGrid): {
  sections: SectionDraft[];
  rejected: RejectedRow[];
  warnings: ParseWarning[];
} {
  const sections: SectionDraft[] = [];
  const rejected: RejectedRow[] = [];
  const warnings: ParseWarning[] = [];
  const kinds = shoutedHeadings(grid, grid.rows.map(rowKind));
  let current: SectionDraft | null = null;
  let inParallels = false;
  let group: string | null = null;
  let pending: { text: string; row: number }[] = [];
  const morePlayers = playerRowsOfCards(grid, kinds);
  const countedLines = unnumberedUnderCounts(grid, kinds);

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
  const warned = new Set<SectionDraft>();
  const addUnnumbered = (target: SectionDraft, row: GridRow, texts = filled(row)) => {
    const n = target.rows.length + 1;
    if (!warned.has(target)) {
      warned.add(target);
      warnings.push({
        sheet: grid.name,
        row: row.row,
        message: `${target.title}: rows without card numbers, numbered in sheet order`,
      });
    }
    const cells = texts.map((text) => ({ text }));
    target.rows.push({ ...readCardCells(grid.name, row.row, String(n), cells), unnumbered: true });
  };
  const cardsAfter = (i: number): number => {
    let n = 0;
    for (let j = i + 1; j < kinds.length && (kinds[j] === 'card' || kinds[j] === 'other'); j += 1)
      if (kinds[j] === 'card') n += 1;
    return n;
  };
  /** the lines from i on, up to the cards that follow them, are names and print runs of parallels */
  const listAhead = (i: number): boolean => {
    let runs = 0;
    for (let j = i; j < kinds.length; j += 1) {
      if (kinds[j] === 'other') continue;
      if (kinds[j] === 'card') return runs > 0;
      if (kinds[j] !== 'label') return false;
      const line = filled(grid.rows[j]!)[0]!;
      // a sentence ("All cards are 1/1") tells of the cards, a list line is a name and maybe a print run
      if (wholeSectionPrintRun(line) || line.split(/\s+/).length > 4) return false;
      if (readPrintRun(line)) runs += 1;
      else if (/\d|[.:]$/.test(line)) return false;
    }
    return false;
  };
  const nextKind = (i: number): RowKind | null => {
    for (let j = i + 1; j < kinds.length; j += 1) if (kinds[j] !== 'other') return kinds[j]!;
    return null;
  };

  grid.rows.forEach((row, i) => {
    const kind = kinds[i]!;
    // a heading in capitals keeps all its cells ("CITY CONNECT SWATCH COLLECTION | AUTOGRAPH RELIC")
    const text = kind === 'label' && shouted(row) ? filled(row).join(' ') : (filled(row)[0] ?? '');
    const section: SectionDraft | null = current;
    if (kind === 'header') return;
    // more players of the card above (see playerRowsOfCards)
    const previous = section?.rows[section.rows.length - 1];
    if (previous && morePlayers.has(i)) {
      // each cell in the role its column has on the card's own row (a club alone, "| | Atlanta Braves", is a team)
      const cardRow = grid.rows.find((r) => r.row === previous.row);
      const roleAt = (column: number) => {
        const above = cardRow?.cells[column] ?? '';
        if (previous.teams.includes(above)) return 'team' as const;
        return previous.names.includes(above) ? ('player' as const) : undefined;
      };
      const more = readCardCells(
        grid.name,
        row.row,
        previous.cardNumber,
        row.cells.map((text, column) => ({ text, role: roleAt(column) })),
      );
      previous.names.push(...more.names);
      previous.teams.push(...more.teams);
      return;
    }
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
    if (section && kind === 'label' && countedLines.has(i)) {
      addUnnumbered(section, row, nameAndNotes(text));
      inParallels = false;
      return;
    }
    if (kind === 'unnumbered') {
      const target = section ?? open(row.row);
      addUnnumbered(target, row);
      inParallels = false;
      return;
    }
    if (kind === 'other') {
      rejected.push({ sheet: grid.name, row: row.row, reason: 'no card number' });
      return;
    }
    // a label: a title, a parallel, a group heading inside the parallels, or a note
    if (!inParallels && isDistributionNote(text) && !looksLikeParallel(text, group)) return;
    const next = nextKind(i);
    // a line of several print runs ("Stained Glass / Metal /3 / Wood /1") describes parallels, never a title
    if (isParallelNote(text)) {
      const parallel = section ? parseParallelLine(text, group) : null;
      if (section && parallel && section.rows.length === 0) section.parallels.push(parallel);
      return;
    }
    // a list of parallels without its "Parallels:" line ("Variations", "Stained Glass", "Metal /3", "Wood /1", then
    // the cards): each name of it a parallel, the heading none
    if (
      section &&
      !inParallels &&
      section.rows.length === 0 &&
      section.declaredCount !== null &&
      listAhead(i)
    ) {
      const heading = /\b(variations?|parallels?|versions?)$/i.test(text) && !readPrintRun(text);
      const parallel = heading ? null : parseParallelLine(text, group);
      if (parallel) section.parallels.push(parallel);
      return;
    }
    // a sub-heading inside a block ("Series 1", "Non Baseball") is followed by that block's cards
    if (section && inParallels && next === 'card' && isSubHeading(text)) {
      inParallels = false;
      return;
    }
    // a heading among the cards of a counted section ("Non Baseball") whose cards only make up that count
    if (
      section &&
      !inParallels &&
      next === 'card' &&
      section.declaredCount !== null &&
      section.rows.length > 0 &&
      section.rows.length + cardsAfter(i) <= section.declaredCount
    ) {
      warnings.push({
        sheet: grid.name,
        row: row.row,
        message: `"${text}" read as a heading inside "${section.title}" (its cards make up the declared ${section.declaredCount})`,
      });
      return;
    }
    if (
      section &&
      !inParallels &&
      next !== 'count' &&
      next !== 'card' &&
      looksLikeLonePlayer(text, section)
    ) {
      addUnnumbered(section, row);
      return;
    }
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
    const wholeRun = inParallels ? null : wholeSectionPrintRun(text);
    if (wholeRun) {
      section.printRun = wholeRun;
      return;
    }
    const parallel = parseParallelLine(text, group);
    if (parallel && (inParallels || parallel.colorName || parallel.printRunDisplay)) {
      section.parallels.push(parallel);
      return;
    }
    rejected.push({ sheet: grid.name, row: row.row, reason: 'no card number' });
  });
  close();
  for (const label of pending)
    warnings.push({ sheet: grid.name, row: label.row, message: `text ignored: ${label.text}` });
  return { sections, rejected, warnings };
}
