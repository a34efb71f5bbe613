export * from './search';
export * from './search.routes';
