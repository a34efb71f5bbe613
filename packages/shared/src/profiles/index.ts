export * from './profile-rules';
export * from './settings.contracts';
export * from './favorites.contracts';
export * from './public-profile.contracts';
