/** Card values, entry values, value history, cost to finish (issue 42). */
import './values.css';

export { CardRawValue, CardValuesPanel, NO_VALUE_YET } from './components/card-values-panel';
export { ValueSettingsSection } from './components/value-settings';
export { entryValuesQuery, useEntryValues, type EntryValue } from './api/use-entry-values';
