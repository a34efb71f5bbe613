/** What other features may import from this one. */
export { DeleteAccountPanel } from './components/delete-account-panel';
export { DownloadMyDataPanel } from './components/download-my-data-panel';
