/** What other features may import from this one. */
export { ApiKeysPanel } from './components/api-keys-panel';
