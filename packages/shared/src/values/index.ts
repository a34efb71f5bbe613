export * from './values';
export * from './values.contracts';
