/** Pure rules of the card tables on the player and series pages (spec 1 §2 Card table, §9). */

import { compareNatural } from '../rules/natural-order';
import { csvCell } from '../rules/spreadsheet-cells';
import { normaliseHex, readableTextColor } from '../rules/colour-contrast';

export const CARD_TABLE_MIN_COLUMN_WIDTH = 50;

export type CardSortColumn =
  'card_number' | 'player_names' | 'series_name' | 'print_run' | 'color_name' | 'notes' | 'user_card_count';

export interface CardSort {
  id: CardSortColumn;
  desc: boolean;
}

export const DEFAULT_CARD_SORT: CardSort = { id: 'series_name', desc: false };

/** The fields the sort, search and CSV read; catalogue cards carry all of them. */
export interface CardTableRow {
  card_id: number;
  card_number: string;
  player_names: string;
  series_name: string;
  print_run: number | null;
  color_name: string | null;
  is_autograph: boolean;
  is_relic: boolean;
  notes: string | null;
  sort_order?: number | null;
  user_card_count?: number;
}

const NUMERIC = /^\d+$/;

/** Numeric card numbers sort as numbers (2 before 10); numbers come before lettered ones (US1, T-12). */
export function compareCardNumbers(a: string, b: string): number {
  const aNumeric = NUMERIC.test(a.trim());
  const bNumeric = NUMERIC.test(b.trim());
  if (aNumeric && bNumeric) return Number(a) - Number(b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return compareNatural(a, b);
}

function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return compareNatural(a ?? '', b ?? '');
}

function compareColumn(a: CardTableRow, b: CardTableRow, id: CardSortColumn): number {
  switch (id) {
    case 'card_number':
      return compareCardNumbers(a.card_number, b.card_number);
    case 'print_run':
      return (a.print_run ?? 0) - (b.print_run ?? 0);
    case 'user_card_count':
      return (a.user_card_count ?? 0) - (b.user_card_count ?? 0);
    default:
      return compareText(a[id], b[id]);
  }
}

/** Ties fall back to the checklist order: series, then card number, then the catalogue's sort order. */
function compareTieBreak(a: CardTableRow, b: CardTableRow): number {
  return (
    compareText(a.series_name, b.series_name) ||
    compareCardNumbers(a.card_number, b.card_number) ||
    (a.sort_order ?? 0) - (b.sort_order ?? 0) ||
    a.card_id - b.card_id
  );
}

/** The table's comparator: a card without a print run sorts last in either direction. */
export function compareCards(a: CardTableRow, b: CardTableRow, sort: CardSort = DEFAULT_CARD_SORT): number {
  if (sort.id === 'print_run') {
    const aMissing = a.print_run === null;
    const bMissing = b.print_run === null;
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
  }
  const primary = compareColumn(a, b, sort.id);
  if (primary !== 0) return sort.desc ? -primary : primary;
  return compareTieBreak(a, b);
}

export function sortCards<T extends CardTableRow>(
  cards: readonly T[],
  sort: CardSort = DEFAULT_CARD_SORT,
): T[] {
  return [...cards].sort((a, b) => compareCards(a, b, sort));
}

/** The card table's search: every word must appear in the card number, players, series, colour or notes. */
export function cardMatchesSearch(card: CardTableRow, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    card.card_number,
    card.player_names,
    card.series_name,
    card.color_name ?? '',
    card.notes ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export const CARD_CSV_COLUMNS = [
  'Card #',
  'Player(s)',
  'Series',
  'Print Run',
  'Color',
  'Auto',
  'Relic',
  'Notes',
] as const;

export function cardCsvValues(card: CardTableRow): string[] {
  return [
    card.card_number,
    card.player_names,
    card.series_name,
    card.print_run === null ? '' : String(card.print_run),
    card.color_name ?? '',
    card.is_autograph ? 'Yes' : 'No',
    card.is_relic ? 'Yes' : 'No',
    card.notes ?? '',
  ];
}

/** The card table's CSV download: header row plus one row per card, CRLF line endings (RFC 4180). */
export function cardsToCsv(cards: readonly CardTableRow[]): string {
  const lines = [CARD_CSV_COLUMNS.map(csvCell).join(',')];
  for (const card of cards) lines.push(cardCsvValues(card).map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A series strip's colour when the series has none (or not a hex one). */
export const SERIES_DEFAULT_COLOR = '#3b82f6';

/** A series strip's background and its black or white text. */
export function seriesStripColors(colorHex: string | null | undefined): { background: string; text: string } {
  const background = normaliseHex(colorHex, SERIES_DEFAULT_COLOR);
  return { background, text: readableTextColor(background) };
}

/** A series' colour strip: colour plus print run, else colour, else print run, else BASE. */
export function seriesStripLabel(
  colorName: string | null | undefined,
  printRun: string | null | undefined,
): string {
  const color = colorName?.trim();
  const run = printRun?.trim();
  if (color && run) return `${color} ${run}`;
  return color || run || 'BASE';
}

export type CompletionTone = 'low' | 'mid' | 'full';

/**
 * A series' completion in percent, floored to one decimal: 1 of 350 reads 0.2 %, and 349 of 350 never reads
 * as the green 100.
 */
export function completionPercentage(owned: number, total: number): number {
  return total > 0 ? Math.floor((owned * 1000) / total) / 10 : 0;
}

/** Completion colours: red below 90, amber from 90 up to 100, green at 100. */
export function completionTone(percentage: number): CompletionTone {
  if (percentage >= 100) return 'full';
  return percentage >= 90 ? 'mid' : 'low';
}
