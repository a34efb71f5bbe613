export * from './constants';
export * from './password';
export * from './plural';
export * from './relative-time';
export * from './roles';
export * from './slug';
export * from './username';
export * from './colour-contrast';
