import { declaredCount, isDistributionNote, isParallelsHeader, mentionsDistribution } from './cell-kinds';
import { splitNumberCell } from './card-cells';
import { colorOf } from './colors';
import { isOddsText, parseParallelLine, readPrintRun } from './parallels';
import type { GridRow, SectionDraft, SheetGrid } from './parser.types';

/** How the rows of a block sheet read: counts, titles, card rows, cards without numbers, parallel lines. */
export type RowKind = 'count' | 'parallels' | 'card' | 'unnumbered' | 'label' | 'header' | 'other';

const PERSON = /^[\p{Lu}][\p{L}.'’-]*(?: [\p{L}.'’][\p{L}.'’-]*){1,4}$/u;

const HEADER_WORDS =
  /^(card\s*#?|card number|no\.?|#|number|checklist|player|players|name|athlete|team|subset|set|notes?|card set|print run|sequence)$/i;

export function filled(row: GridRow): string[] {
  return row.cells.filter((cell) => cell !== '');
}

export function rowKind(row: GridRow): RowKind {
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
export function looksLikeLonePlayer(text: string, section: SectionDraft): boolean {
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
export function isParallelNote(text: string): boolean {
  if (/^\/\s*\d/.test(text.trim())) return true;
  return (text.match(/\/\s*\d+/g) ?? []).length >= 2;
}

/** "All cards are /150", "Each card is a stamped 1/1 buyback.": the print run of every card of the section. */
export function wholeSectionPrintRun(text: string): ReturnType<typeof readPrintRun> {
  return /^(all|each|every)\b.*\bcards?\b/i.test(text) ? readPrintRun(text) : null;
}

/** A heading without colour, print run or parallel word ("Series 1", "Non Baseball"). */
export function isSubHeading(text: string): boolean {
  const parallel = parseParallelLine(text, null);
  if (parallel && (parallel.colorName || parallel.printRunDisplay)) return false;
  return !/\b(\w*fractors?|foils?|prizms?|holo|variations?|parallels?|shimmer|wave|mojo|x-?fractors?|sparkle|mini|stamp|border|edition|proof|plates?|sapphire|chrome|rainbow|glitter|lava|crackle|atomic|speckle|pulsar|cracked ice|mosaic|sepia|negative|image|photo|logo)\b/i.test(
    text,
  );
}

export function looksLikeParallel(text: string, group: string | null): boolean {
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
export function playerRowsOfCards(grid: SheetGrid, kinds: RowKind[]): Set<number> {
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
export function nameAndNotes(text: string): string[] {
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
export function unnumberedUnderCounts(grid: SheetGrid, kinds: RowKind[]): Set<number> {
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
export const shouted = (row: GridRow) => {
  const texts = filled(row);
  return (
    texts.length > 0 && !texts.some((text) => /\p{Ll}/u.test(text)) && texts[0]!.split(/\s+/).length >= 2
  );
};

export function shoutedHeadings(grid: SheetGrid, kinds: RowKind[]): RowKind[] {
  return kinds.map((kind, i) => {
    if (kind !== 'unnumbered' || !shouted(grid.rows[i]!)) return kind;
    const next = kinds.slice(i + 1).find((k) => k !== 'other');
    return next === 'card' ? 'label' : kind;
  });
}
