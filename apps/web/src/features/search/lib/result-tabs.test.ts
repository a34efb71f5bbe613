// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResult, SearchResultType } from '@cardbinder/shared';
import { buildTabs, parseSort, parseTab, visibleResults } from './result-tabs';

let nextId = 1;
const result = (type: SearchResultType, title: string): SearchResult => ({
  type,
  id: nextId++,
  title,
  subtitle: null,
  description: null,
  data: {},
});

const results = [
  result('player', 'Don Mattingly'),
  result('card', '#8 Don Mattingly'),
  result('card', '#200 Alvin Davis'),
  result('set', '1984 Topps'),
  result('player', 'Al Oliver'),
];

describe('search tabs', () => {
  it('lists All and only the types with results, in the spec order, with counts', () => {
    expect(buildTabs(results).map(({ label, count }) => `${label} ${count}`)).toEqual([
      'All 5',
      'Players 2',
      'Cards 2',
      'Sets 1',
    ]);
  });

  it('has no tabs without results', () => {
    expect(buildTabs([])).toEqual([]);
  });

  it('reads tab and sort from the URL, falling back to All and Most Relevant', () => {
    expect(parseTab('series')).toBe('series');
    expect(parseTab('collection')).toBe('all');
    expect(parseTab(null)).toBe('all');
    expect(parseSort('name')).toBe('name');
    expect(parseSort('bogus')).toBe('relevance');
  });

  it('keeps the server ranking for Most Relevant and filters by tab', () => {
    expect(visibleResults(results, 'all', 'relevance')).toEqual(results);
    expect(visibleResults(results, 'card', 'relevance').map((r) => r.title)).toEqual([
      '#8 Don Mattingly',
      '#200 Alvin Davis',
    ]);
  });

  it('sorts Name (A-Z) by name, cards by their player rather than the "#"', () => {
    expect(visibleResults(results, 'all', 'name').map((r) => r.title)).toEqual([
      '1984 Topps',
      'Al Oliver',
      '#200 Alvin Davis',
      'Don Mattingly',
      '#8 Don Mattingly',
    ]);
  });
});
