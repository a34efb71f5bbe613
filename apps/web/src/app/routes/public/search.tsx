import { useSearchParams } from 'react-router';
import { SEARCH } from '@cardbinder/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import {
  NoResults,
  parseSort,
  parseTab,
  SEARCH_FAILED,
  SearchPageForm,
  SearchPrompt,
  SearchResults,
  useSearchHistory,
  useUniversalSearch,
  type SearchSort,
  type SearchTab,
} from '@/features/search';
import '@/features/search/search.css';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import { Page } from '@/components/ui/page';

/** /search?q= — the full universal search (spec 1 §2); tab and sort live in the URL so a result list can be shared. */
export function SearchPage() {
  usePageTitle('Search');
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const tab = parseTab(params.get('type'));
  const sort = parseSort(params.get('sort'));
  const history = useSearchHistory();
  const search = useDeferredQuery(useUniversalSearch(query));

  const update = (next: { q?: string; type?: SearchTab; sort?: SearchSort }, replace = true) => {
    const merged = new URLSearchParams(params);
    const set = (key: string, value: string | undefined, fallback: string) => {
      if (value === undefined) return;
      if (value === fallback) merged.delete(key);
      else merged.set(key, value);
    };
    set('q', next.q, '');
    set('type', next.type, 'all');
    set('sort', next.sort, 'relevance');
    setParams(merged, { replace });
  };

  const onSearch = (text: string) => {
    if (text.length >= SEARCH.minLength) history.add(text);
    // a new query starts on the All tab
    update({ q: text, type: 'all' }, false);
  };

  let body;
  if (query.length < SEARCH.minLength) body = <SearchPrompt tooShort={query.length > 0} />;
  else if (search.isPending) body = <LoadingScreen label="Searching..." />;
  else if (search.isError) {
    // the spec shows zero results here; a failure that looks like 'nothing found' misleads (docs/decisions.md)
    body = (
      <ErrorPanel
        title={SEARCH_FAILED}
        message={errorText(search.error, {
          prefer: 'message',
          fallback: 'The server could not complete this search.',
          thrown: 'The server could not be reached. Check your connection.',
        })}
        onRetry={() => void search.refetch()}
      />
    );
  } else {
    const answer = search.data ?? { results: [], elapsedMs: 0 };
    body =
      answer.results.length === 0 ? (
        <NoResults query={query} />
      ) : (
        <SearchResults
          query={query}
          results={answer.results}
          elapsedMs={answer.elapsedMs}
          tab={tab}
          sort={sort}
          onTabChange={(type) => update({ type })}
          onSortChange={(value) => update({ sort: value })}
          onOpen={() => history.add(query)}
        />
      );
  }

  return (
    <Page title="Search" className="search-page">
      <SearchPageForm key={query} initialQuery={query} onSearch={onSearch} />
      {body}
    </Page>
  );
}
