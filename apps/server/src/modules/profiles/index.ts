/** The profiles module: profile settings, public profiles, favorite cards and avatar files. */
export { profilesRoutes } from './profiles.routes';
export { createAvatarFilesService } from './avatar-files.service';
export { createFavoritesService } from './favorites.service';
export { createProfileSettingsService } from './profiles.service';
export { createPublicProfileService } from './public-profile.service';
export { keyOfAvatarUrl } from './avatars';
