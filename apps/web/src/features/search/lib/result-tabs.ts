import type { SearchResult, SearchResultType } from '@cardbinder/shared';
import { compareNatural } from '@cardbinder/shared';

export type SearchTab = 'all' | SearchResultType;
export type SearchSort = 'relevance' | 'name';

/** Tab order and labels of the search page (spec 1 §2 "Universal search"). */
export const TAB_LABELS: Record<SearchTab, string> = {
  all: 'All',
  player: 'Players',
  team: 'Teams',
  card: 'Cards',
  set: 'Sets',
  series: 'Series',
};
const TAB_ORDER: readonly SearchTab[] = ['all', 'player', 'team', 'card', 'set', 'series'];

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Most Relevant',
  name: 'Name (A-Z)',
};

export interface TabCount {
  tab: SearchTab;
  label: string;
  count: number;
}

/** All plus one tab per type that has results, in the spec's order; none at all without results. */
export function buildTabs(results: readonly SearchResult[]): TabCount[] {
  if (results.length === 0) return [];
  const counts = new Map<SearchTab, number>([['all', results.length]]);
  for (const result of results) counts.set(result.type, (counts.get(result.type) ?? 0) + 1);
  return TAB_ORDER.filter((tab) => counts.has(tab)).map((tab) => ({
    tab,
    label: TAB_LABELS[tab],
    count: counts.get(tab) ?? 0,
  }));
}

export const parseTab = (value: string | null): SearchTab =>
  value && value in TAB_LABELS ? (value as SearchTab) : 'all';

export const parseSort = (value: string | null): SearchSort => (value === 'name' ? 'name' : 'relevance');

/** Name (A-Z) compares titles without a leading "#" so cards sort by player name, then number. */
const sortName = (result: SearchResult) => result.title.replace(/^#\S+\s+/, '') || result.title;

/** The results of a tab in the chosen order; relevance keeps the server's ranking. */
export function visibleResults(
  results: readonly SearchResult[],
  tab: SearchTab,
  sort: SearchSort,
): SearchResult[] {
  const picked = tab === 'all' ? [...results] : results.filter((result) => result.type === tab);
  // a stable sort: equal names keep their relevance order
  if (sort === 'name') picked.sort((a, b) => compareNatural(sortName(a), sortName(b)));
  return picked;
}
