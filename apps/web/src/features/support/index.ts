/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { StatusList, StatusSummary } from './components/status-list';
// for the pages (app/)
export { useAttributions } from './api/use-attributions';
export { DATA_SOURCES } from './data-sources';
export { HELP_TOPICS, matchTopics } from './help-topics';
export { useSystemStatus } from './api/use-system-status';
