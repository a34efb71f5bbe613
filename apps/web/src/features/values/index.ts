/** Card values, entry values, value history, cost to finish (issue 42). */

export { CardRawValue, CardValuesPanel, NO_VALUE_YET } from './components/card-values-panel';
export { ValueSettingsSection } from './components/value-settings';
export { entryValuesQuery, useEntryValues, type EntryValue } from './api/use-entry-values';
export { CostToFinish, useMissingCardIds } from './components/cost-to-finish';
export { Rainbow } from './components/rainbow';
export { SetsInProgress } from './components/sets-in-progress';
export { SetsInProgressSection } from './components/sets-in-progress-section';
export { ValueHistory } from './components/value-history';
export { CollectionBreakdown } from './components/collection-breakdown';
