export * from './account-data.contracts';
