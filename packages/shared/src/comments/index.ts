export * from './comments';
