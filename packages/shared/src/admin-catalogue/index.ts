export * from './catalogue-admin';
export * from './admin-catalogue.contracts';
export * from './admin-players.contracts';
export * from './admin-teams.contracts';
export * from './admin-sets.contracts';
export * from './admin-series.contracts';
export * from './admin-cards.contracts';
