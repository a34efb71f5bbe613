/** What other modules may use of the search module. */
export {
  markSearchDocumentsCurrent,
  rebuildOutdatedSearchDocuments,
  refreshSearchDocuments,
} from './search-documents';
export { searchRoutes } from './search.routes';
export { createSearchService } from './search.service';
