/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export {
  playerPath,
  seriesPath,
  setPath,
  shortSeriesPath,
  teamAbbreviation,
  teamPath,
  yearPath,
} from './catalogue-paths';
// for the pages (app/)
export { useCanonicalPath } from './hooks/use-canonical-path';
export { usePlayerDetail } from './api/use-player-detail';
export { useTeamDetail } from './api/use-team-detail';
export { useTrackPlayerVisit, useTrackTeamVisit } from './api/use-track-visit';
export { adminSearchPath } from './catalogue-paths';
export { PlayerHeader } from './components/player-header';
export { EmptyState, ErrorPanel, LoadingPanel, useErrorToast } from './components/query-state';
export { type CardFilter, matchesCardFilter, StatTiles } from './components/stat-tiles';
export { useRecordVisit } from './hooks/use-recent-visits';
export { usePlayersList } from './api/use-players-list';
export { CatalogueSearch } from './components/catalogue-search';
export { PlayerTile } from './components/player-tile';
export { LoadMore } from './components/load-more';
export { useSeriesCards } from './api/use-series-cards';
export { useSeriesDetail } from './api/use-series-detail';
export { CompletionBadge } from './components/completion-badge';
export { RelatedParallels } from './components/related-parallels';
export { SeriesStrip } from './components/series-strip';
export { useSetDetail } from './api/use-set-detail';
export { isParallelOrColoured, seriesMatches, SeriesTile } from './components/series-tile';
export { useSetsList } from './api/use-sets-list';
export { setMatches, SetTile } from './components/set-tile';
export { useSetYears } from './api/use-set-years';
export { useTeamsList } from './api/use-teams-list';
export { teamMatches, TeamTile } from './components/team-tile';
