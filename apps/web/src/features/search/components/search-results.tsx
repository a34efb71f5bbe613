import { Link } from 'react-router';
import { countLabel, SEARCH, type SearchResult } from '@cardbinder/shared';
import { resultPath } from '../lib/result-links';
import { buildTabs, SORT_LABELS, visibleResults, type SearchSort, type SearchTab } from '../lib/result-tabs';
import { CardImagesProvider } from '@/features/card-images';
import { SearchResultSummary } from './search-result-summary';
import { SearchTabs } from './search-tabs';

export const FIFTY_HINT = 'Showing first 50 results. Try refining your search for more specific results.';

export interface SearchResultsProps {
  query: string;
  results: readonly SearchResult[];
  elapsedMs: number;
  tab: SearchTab;
  sort: SearchSort;
  onTabChange: (tab: SearchTab) => void;
  onSortChange: (sort: SearchSort) => void;
  onOpen?: (result: SearchResult) => void;
}

/** Tabs, sort, count with elapsed time, the result list and the 50-results hint (spec 1 §2). */
export function SearchResults({
  query,
  results,
  elapsedMs,
  tab,
  sort,
  onTabChange,
  onSortChange,
  onOpen,
}: SearchResultsProps) {
  const tabs = buildTabs(results);
  const current = tabs.some((entry) => entry.tab === tab) ? tab : 'all';
  const shown = visibleResults(results, current, sort);
  return (
    <>
      <div className="search-toolbar">
        <p className="search-toolbar__count" role="status">
          {countLabel(results.length, 'result')} for “{query}” <span className="muted">({elapsedMs} ms)</span>
        </p>
        <label className="search-toolbar__sort">
          <span>Sort by</span>
          <select
            className="field__input search-toolbar__select"
            value={sort}
            onChange={(event) => onSortChange(event.target.value === 'name' ? 'name' : 'relevance')}
          >
            {(Object.keys(SORT_LABELS) as SearchSort[]).map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SearchTabs tabs={tabs} selected={current} onSelect={onTabChange} />
      <div id="search-results-panel" role="tabpanel" aria-labelledby={`search-tab-${current}`}>
        <CardImagesProvider cardIds={shown.flatMap((result) => (result.type === 'card' ? [result.id] : []))}>
          <ul className="search-results">
            {shown.map((result) => (
              <li key={`${result.type}-${result.id}`}>
                <Link to={resultPath(result)} className="search-result" onClick={() => onOpen?.(result)}>
                  <SearchResultSummary result={result} query={query} detailed />
                </Link>
              </li>
            ))}
          </ul>
        </CardImagesProvider>
      </div>
      {results.length >= SEARCH.limit ? <p className="search-hint">{FIFTY_HINT}</p> : null}
    </>
  );
}
