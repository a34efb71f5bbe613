export * from './accounts';
export * from './catalogue';
export * from './collection';
export * from './community';
export * from './achievements';
export * from './marketplace';
export * from './jobs';
export * from './search';
