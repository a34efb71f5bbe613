export * from './card-import.contracts';
