/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { ProfileSettingsView } from './components/profile-settings-view';
export { PublicProfileView } from './components/public-profile-view';
