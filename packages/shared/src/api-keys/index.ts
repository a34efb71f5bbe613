export * from './api-keys.contracts';
