export * from './comments';
export * from './comments.contracts';
export * from './comments.routes';
export * from './comment-messages';
