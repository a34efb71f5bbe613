/** What other modules may use of the search module. */
export {
  markSearchDocumentsCurrent,
  rebuildOutdatedSearchDocuments,
  refreshSearchDocuments,
  subscribeSearchDocuments,
} from './search-documents';
export { searchRoutes } from './search.routes';
export { createSearchService } from './search.service';
export { PLAYER_NICKNAMES } from './player-nicknames';
