export * from './comments';
export * from './comments.contracts';
