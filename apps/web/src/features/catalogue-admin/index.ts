/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { PlayerEditShortcut, SetEditShortcut } from './edit-shortcuts';
// for the pages (app/)
export { useAdminCards, useDeleteCard, useSeriesIdOfRoute } from './api/use-admin-cards';
export { AdminCardsTable, cardPlayersText } from './components/admin-cards-table';
export { AdminSearchField } from './components/admin-search-field';
export { useAdminPlayers, useDeletePlayer } from './api/use-admin-players';
export { AdminPlayersTable } from './components/admin-players-table';
export { type AdminSort } from './components/admin-table';
export { useAdminSeries, useDeleteSeries } from './api/use-admin-series';
export { AdminSeriesTable } from './components/admin-series-table';
export { useAdminSets } from './api/use-admin-sets';
export { AdminSetsTable } from './components/admin-sets-table';
export { useAdminTeamsList } from './api/use-admin-teams';
export { AdminTeamsTable } from './components/admin-teams-table';
export {
  LazyAddPlayerModal,
  LazyCardEditModal,
  LazyEditPlayerModal,
  LazyMergePlayerModal,
  LazyParallelModal,
  LazySeriesFormModal,
  LazySetEditModal,
  LazyTeamFormModal,
} from './lazy-modals';
