/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { SearchCombobox } from './components/search-combobox';
export { useUniversalSearch } from './api/use-universal-search';
// for the pages (app/)
export { SEARCH_FAILED } from './components/search-combobox';
export { DEMO_QUERY } from './lib/demo-results';
export { NoResults, SearchPrompt } from './components/search-empty';
export { SearchPageForm } from './components/search-page-form';
export { SearchResults } from './components/search-results';
export { useSearchHistory } from './hooks/use-search-history';
export { parseSort, parseTab, type SearchSort, type SearchTab } from './lib/result-tabs';
