import type { SearchResult } from '@cardbinder/shared';
import { shownHistory } from '../lib/search-history';

/** Results the dropdown lists before its "see all" row; the page shows the rest. */
export const DROPDOWN_RESULTS = 8;

export type SearchOption =
  | { kind: 'history'; query: string }
  | { kind: 'result'; result: SearchResult }
  | { kind: 'all'; query: string; count: number };

export type DropdownContent =
  | { mode: 'closed' }
  | { mode: 'history'; options: SearchOption[] }
  | { mode: 'results'; options: SearchOption[]; query: string }
  | { mode: 'empty'; query: string };

export interface DropdownInput {
  text: string;
  history: readonly string[];
  /** the answer for the current (debounced) query, if one came */
  answer: { query: string; results: readonly SearchResult[] } | null;
  minLength: number;
}

/** What the dropdown holds: history while fewer than 2 characters are typed, else the answer's results. */
export function dropdownContent({ text, history, answer, minLength }: DropdownInput): DropdownContent {
  const query = text.trim();
  if (query.length < minLength) {
    const shown = shownHistory(history);
    return shown.length
      ? { mode: 'history', options: shown.map((entry) => ({ kind: 'history', query: entry })) }
      : { mode: 'closed' };
  }
  if (!answer) return { mode: 'closed' };
  if (answer.results.length === 0) return { mode: 'empty', query: answer.query };
  const options: SearchOption[] = answer.results
    .slice(0, DROPDOWN_RESULTS)
    .map((result) => ({ kind: 'result', result }));
  options.push({ kind: 'all', query, count: answer.results.length });
  return { mode: 'results', options, query: answer.query };
}

/** Arrow keys wrap around; -1 means no option is selected (Enter then runs a full search). */
export function moveSelection(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
