/** The profiles module: profile settings, public profiles, favorite cards and avatar files. */
export { profilesRoutes } from './profiles.routes';
