export * from './collection-import.messages';
export * from './collection-import.contracts';
