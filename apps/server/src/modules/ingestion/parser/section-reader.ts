import { readCardCells, splitNumberCell } from './card-cells';
import { declaredCount, isDistributionNote, isParallelsHeader, mentionsDistribution } from './cell-kinds';
import { colorOf } from './colors';
import { isOddsText, parseParallelLine, readPrintRun } from './parallels';
import type { GridRow, ParseWarning, RejectedRow, SectionDraft, SheetGrid } from './parser.types';

type RowKind = 'count' | 'parallels' | 'card' | 'unnumbered' | 'label' | 'header' | 'other';

const PERSON = /^[\p{Lu}][\p{L}.'’-]*(?: [\p{L}.'’][\p{L}.'’-]*){1,4}$/u;

const HEADER_WORDS =
  /^(card\s*#?|card number|no\.?|#|number|checklist|player|players|name|athlete|team|subset|set|notes?|card set|print run|sequence)$/i;

function filled(row: GridRow): string[] {
  return row.cells.filter((cell) => cell !== '');
}

function rowKind(row: GridRow): RowKind {
  const texts = filled(row);
  if (texts.length === 0) return 'other';
  if (texts.every((text) => HEADER_WORDS.test(text))) return 'header';
  if (splitNumberCell(row.cells)) return 'card';
  if (texts.length === 1) {
    // "List TBA.": the list is not out yet (never a card, never a player named "List TBA.")
    if (/^(list )?(tba|tbd)\.?$/i.test(texts[0]!)) return 'other';
    if (declaredCount(texts[0]!) !== null) return 'count';
    if (isParallelsHeader(texts[0]!)) return 'parallels';
    return 'label';
  }
  // a heading with a note on how many cards or parallels it has ("Rookies I | | 17 parallels") is no card
  if (texts.slice(1).every((text) => /^\d+\s+(parallels?|cards?)\.?$/i.test(text))) return 'label';
  // titles of blocks laid side by side ("Variations Checklist | … | SSP Variations Checklist", "List TBA.")
  if (texts.every((text) => /\bchecklist\s*$/i.test(text) || /^(list )?(tba|tbd)\.?$/i.test(text)))
    return 'other';
  return PERSON.test(texts[0]!) || /^[\p{Lu}][\p{L}.'’-]+$/u.test(texts[0]!) ? 'unnumbered' : 'other';
}

/** A lone name under a section that declared more cards than it lists ("All-America Game Autographs"). */
function looksLikeLonePlayer(text: string, section: SectionDraft): boolean {
  if (
    !PERSON.test(text) ||
    mentionsDistribution(text) ||
    isDistributionNote(text) ||
    colorOf(text) ||
    readPrintRun(text)
  )
    return false;
  return (
    section.declaredCount !== null &&
    section.rows.length < section.declaredCount &&
    section.parallels.length === 0
  );
}

/** "Stained Glass / Metal /3 / Wood /1", "/299 or less.": print runs of parallels, not a title or a card. */
function isParallelNote(text: string): boolean {
  if (/^\/\s*\d/.test(text.trim())) return true;
  return (text.match(/\/\s*\d+/g) ?? []).length >= 2;
}

/** "All cards are /150", "Each card is a stamped 1/1 buyback.": the print run of every card of the section. */
function wholeSectionPrintRun(text: string): ReturnType<typeof readPrintRun> {
  return /^(all|each|every)\b.*\bcards?\b/i.test(text) ? readPrintRun(text) : null;
}

/** A heading without colour, print run or parallel word ("Series 1", "Non Baseball"). */
function isSubHeading(text: string): boolean {
  const parallel = parseParallelLine(text, null);
  if (parallel && (parallel.colorName || parallel.printRunDisplay)) return false;
  return !/\b(\w*fractors?|foils?|prizms?|holo|variations?|parallels?|shimmer|wave|mojo|x-?fractors?|sparkle|mini|stamp|border|edition|proof|plates?|sapphire|chrome|rainbow|glitter|lava|crackle|atomic|speckle|pulsar|cracked ice|mosaic|sepia|negative|image|photo|logo)\b/i.test(
    text,
  );
}

function looksLikeParallel(text: string, group: string | null): boolean {
  // a sentence about where cards are sold is no parallel, colour word or not ("Exclusive to bonus Silver packs in
  // hobby and jumbo boxes.")
  if (mentionsDistribution(text) && /\.$/.test(text.trim()) && text.trim().split(/\s+/).length > 5)
    return false;
  const parallel = parseParallelLine(text, group);
  return parallel !== null && (parallel.colorName !== null || parallel.printRunDisplay !== null);
}

/**
 * Rows naming more players of the card above: right under a card (or another such row), nothing in the card's
 * number column, a name in the next ("DARCB-1 | Bert Blyleven", then "| Bob Gibson", "| Tom Glavine": one book card
 * of ten). Taken only where the sheet does it by habit: a card with two or more such rows, or one beside a card
 * doing the same; a lone row without a number under one card ("| | Luis Rodriguez") is an unnumbered card.
 */
function playerRowsOfCards(grid: SheetGrid, kinds: RowKind[]): Set<number> {
  const byCard: number[][] = [];
  let card: { row: number; column: number; rows: number[] } | null = null;
  grid.rows.forEach((row, i) => {
    const kind = kinds[i]!;
    if (kind === 'card') {
      card = { row: row.row, column: row.cells.findIndex((cell) => cell !== ''), rows: [] };
      byCard.push(card.rows);
      return;
    }
    const text = filled(row)[0] ?? '';
    const named = kind === 'unnumbered' || (kind === 'label' && PERSON.test(text));
    if (card && named && row.row === card.row + card.rows.length + 1 && row.cells[card.column] === '')
      card.rows.push(i);
    else if (kind !== 'other' || filled(row).length > 0) card = null;
  });
  const taken = new Set<number>();
  byCard.forEach((rows, n) => {
    const beside = [byCard[n - 1], byCard[n + 1]].some((other) => (other?.length ?? 0) > 0);
    if (rows.length >= 2 || (rows.length === 1 && beside)) for (const i of rows) taken.add(i);
  });
  return taken;
}

/** A line under a count that tells about the cards rather than naming one ("1:12 packs.", "All cards are /150"). */
const isNoteLine = (text: string) =>
  isOddsText(text) ||
  mentionsDistribution(text) ||
  readPrintRun(text) !== null ||
  text.startsWith('*') ||
  (/\.$/.test(text) && text.split(/\s+/).length > 3);

/** A line naming an unnumbered card, its notes apart: "Launching of the Titanic (SSP)", "Atlanta Braves - Cap". */
function nameAndNotes(text: string): string[] {
  const notes: string[] = [];
  let name = text.trim();
  const aside = /^(.+?)\s+(\([^)]*\))$/.exec(name);
  if (aside) [name, notes[0]] = [aside[1]!, aside[2]!];
  const dashed = /^(.+?)\s+[-–]\s+(.+)$/.exec(name);
  if (dashed) [name, notes[notes.length]] = [dashed[1]!, `- ${dashed[2]!}`];
  return [name, ...notes.reverse()];
}

/**
 * Cards without numbers under a count ("69 stickers." then "| Atlanta Braves - Cap" …; "1 card." then "Snowman"):
 * the lines between the count and the next title, when there are exactly as many as the count declares and no
 * numbered card among them. Notes (odds, where sold) are skipped; a line over another count is the next title.
 */
function unnumberedUnderCounts(grid: SheetGrid, kinds: RowKind[]): Set<number> {
  const taken = new Set<number>();
  const nextKind = (i: number) => kinds.slice(i + 1).find((k) => k !== 'other') ?? null;
  kinds.forEach((kind, i) => {
    const declared = kind === 'count' ? declaredCount(filled(grid.rows[i]!)[0]!) : null;
    if (!declared) return;
    const lines: number[] = [];
    for (let j = i + 1; j < kinds.length; j += 1) {
      const k = kinds[j]!;
      if (k === 'other') continue;
      if (k !== 'label' && k !== 'unnumbered') {
        // numbered cards or a parallels list follow: the lines are titles or notes, not cards
        if (k !== 'count') lines.length = 0;
        break;
      }
      if (nextKind(j) === 'count') break;
      const text = filled(grid.rows[j]!)[0]!;
      if (!isNoteLine(text)) lines.push(j);
      if (lines.length > declared) break;
    }
    if (lines.length === declared) for (const j of lines) taken.add(j);
  });
  return taken;
}

/**
 * A row in capitals over numbered cards ("CITY CONNECT SWATCH COLLECTION | AUTOGRAPH RELIC") is a heading, not an
 * unnumbered card: names in capitals come in sets without numbers.
 */
const shouted = (row: GridRow) => {
  const texts = filled(row);
  return (
    texts.length > 0 && !texts.some((text) => /\p{Ll}/u.test(text)) && texts[0]!.split(/\s+/).length >= 2
  );
};

function shoutedHeadings(grid: SheetGrid, kinds: RowKind[]): RowKind[] {
  return kinds.map((kind, i) => {
    if (kind !== 'unnumbered' || !shouted(grid.rows[i]!)) return kind;
    const next = kinds.slice(i + 1).find((k) => k !== 'other');
    return next === 'card' ? 'label' : kind;
  });
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
