import type { UserCard } from './user-card.schemas';
import { compareCardNumbers } from '../catalogue/card-table';
import { formatUsd, formatWholeUsd } from '../rules/number-format';
import { csvCell } from '../rules/spreadsheet-cells';

/** Pure rules of the My Collection table: default order, search, labels and the CSV (spec 2 §2.1, §3). */

type SortableCard = Pick<UserCard, 'sort_order' | 'card_number' | 'user_card_id'>;

/** sort_order first (missing last), then numeric card number, then text. */
export function compareUserCards(a: SortableCard, b: SortableCard): number {
  const aOrder = a.sort_order ?? null;
  const bOrder = b.sort_order ?? null;
  if (aOrder !== bOrder) {
    if (aOrder === null) return 1;
    if (bOrder === null) return -1;
    if (aOrder !== bOrder) return aOrder - bOrder;
  }
  return compareCardNumbers(a.card_number, b.card_number) || a.user_card_id - b.user_card_id;
}

export const sortUserCards = <T extends SortableCard>(cards: readonly T[]): T[] =>
  [...cards].sort(compareUserCards);

export function playerNames(card: Pick<UserCard, 'card_player_teams'>): string[] {
  const names = card.card_player_teams.flatMap((link) =>
    link.player ? [`${link.player.first_name} ${link.player.last_name}`.trim()] : [],
  );
  return [...new Set(names)];
}

/** The set with its year, then the series: '1983 Fleer · Base' (the collection's SERIES column and CSV). */
export const seriesLabel = (card: Pick<UserCard, 'set_year' | 'set_name' | 'series_rel'>) =>
  `${card.set_year} ${card.set_name} · ${card.series_rel.name}`;

export const serialLabel = (card: Pick<UserCard, 'serial_number' | 'print_run'>) =>
  card.serial_number === null
    ? ''
    : card.print_run
      ? `${card.serial_number}/${card.print_run}`
      : String(card.serial_number);

export const gradeLabel = (card: Pick<UserCard, 'grading_agency_abbr' | 'grade'>) =>
  [card.grading_agency_abbr ?? '', card.grade === null ? '' : String(card.grade)].filter(Boolean).join(' ');

/** MM/DD/YY from the stored date; the calendar date is read as written so no time zone shifts it. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[2]}/${match[3]}/${match[1]!.slice(2)}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${String(date.getFullYear()).slice(2)}`;
}

export const usd = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatUsd(value);
export const wholeUsd = (value: number) => formatWholeUsd(Math.round(value));

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/**
 * Each entry's searched text, made once per entry object: a list filtered on every key typed read 10,000 entries'
 * names, teams and labels again each time (~20 ms a key on a desktop, a phone's CPU four times that).
 */
const searchTexts = new WeakMap<UserCard, string>();

function searchTextOf(card: UserCard): string {
  let text = searchTexts.get(card);
  if (text === undefined) {
    const teams = card.card_player_teams.flatMap((link) =>
      link.team ? [link.team.name, link.team.abbreviation ?? ''] : [],
    );
    text = [
      card.random_code,
      card.card_number,
      ...playerNames(card),
      ...teams,
      seriesLabel(card),
      card.color_rel.color ?? '',
      card.location_name ?? '',
      gradeLabel(card),
      card.grade_id ?? '',
      card.notes ?? '',
    ]
      .join(' ')
      .toLowerCase();
    searchTexts.set(card, text);
  }
  return text;
}

let lastQuery = '';
let lastWords: string[] = [];

/** Every word must appear in code, number, players, teams, series, colour, location, grade or notes. */
export function userCardMatchesSearch(card: UserCard, query: string): boolean {
  if (query !== lastQuery) {
    lastQuery = query;
    lastWords = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  }
  const words = lastWords;
  if (words.length === 0) return true;
  const haystack = searchTextOf(card);
  return words.every((word) => haystack.includes(word));
}

export const COLLECTION_CSV_COLUMNS = [
  'Code',
  'Card Number',
  'Players',
  'Series',
  'Serial',
  'Color',
  'Photo Count',
  'AUTO',
  'RELIC',
  'Purchase Price',
  'Estimated Value',
  'Current Value',
  'Location',
  'Date Added',
  'Grade',
  'Aftermarket Autograph',
  'Notes',
] as const;

export function collectionCsvValues(card: UserCard): string[] {
  return [
    card.random_code,
    card.card_number,
    playerNames(card).join('; '),
    seriesLabel(card),
    serialLabel(card),
    card.color_rel.color ?? '',
    String(card.photo_count),
    card.is_autograph ? 'Yes' : 'No',
    card.is_relic ? 'Yes' : 'No',
    money(card.purchase_price),
    money(card.estimated_value),
    money(card.current_value),
    card.location_name ?? '',
    shortDate(card.date_added),
    gradeLabel(card),
    card.aftermarket_autograph ? '✓' : '',
    card.notes ?? '',
  ];
}

/** Header plus one row per card, CRLF line endings (RFC 4180), cells guarded against formulas. */
export function collectionToCsv(cards: readonly UserCard[]): string {
  const lines = [COLLECTION_CSV_COLUMNS.map(csvCell).join(',')];
  for (const card of cards) lines.push(collectionCsvValues(card).map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Collection dates: Today, Yesterday, 'N days ago' under 7 days, otherwise a locale date (spec 2 §9), in the app's
 * one locale, en-US (M/D/YYYY, what toLocaleDateString gives there), written out: a page's first Intl date format
 * loads ICU's locale data in one ~30 ms task, half of the gallery's first draw.
 */
export function collectionRelativeDate(value: string, now: Date = new Date()): string {
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(then)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return `${then.getMonth() + 1}/${then.getDate()}/${then.getFullYear()}`;
}
