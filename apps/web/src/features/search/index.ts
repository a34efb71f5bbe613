/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { SearchCombobox } from './components/search-combobox';
export { useUniversalSearch } from './api/use-universal-search';
