export { ProfileSettingsView } from './components/profile-settings-view';
export { PublicProfileView } from './components/public-profile-view';
