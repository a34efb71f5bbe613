/** Contracts, schemas and pure rules shared by the server and the web client, one folder per feature. */
export * from './api';
export * from './rules';
export * from './auth';
export * from './catalogue';
export * from './admin-catalogue';
export * from './collection';
export * from './search';
export * from './comments';
export * from './ingestion';
export * from './card-import';
export * from './notifications';
export * from './profiles';
export * from './system';
