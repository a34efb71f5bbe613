/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { StatusList, StatusSummary } from './components/status-list';
