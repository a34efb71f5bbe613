export * from './card-import.messages';
export * from './card-import.contracts';
